import { Link } from 'react-router';
import type { SiteProfile } from '@contracts/content';
import { Button } from '@web/components/ui/button';
import { SectionHeading } from '@web/components/ui/content-blocks';
import { ContactDetails } from '@web/components/ui/content-contact';
import { ContactForm } from '../contact-form';
import { Container, Section } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';

export function Contact(props: { profile: SiteProfile | undefined; pending: boolean; failed: boolean }) {
  const { t } = useI18n();
  const { profile } = props;
  return (
    <Section
      id="contact"
      aria-labelledby="contact-title"
      className="scroll-mt-16 border-t border-border pb-0 sm:pb-0"
    >
      <Container className="grid gap-12 md:grid-cols-12">
        <div className="space-y-8 md:col-span-7">
          <SectionHeading
            id="contact-title"
            eyebrow={t('home.contact.eyebrow')}
            title={t('home.contact.title')}
            lead={t('home.contact.lead')}
          />
          <ContactForm />
        </div>
        <div className="space-y-8 md:col-span-5 md:pt-10">
          {profile ? (
            <ContactDetails
              email={profile.contactEmail}
              location={profile.location}
              socialLinks={profile.socialLinks}
              labels={{
                email: t('home.contact.emailLabel'),
                location: t('home.contact.locationLabel'),
                social: t('home.contact.socialLabel'),
                opensInNewTab: t('home.contact.opensInNewTab'),
              }}
            />
          ) : props.pending ? (
            <div className="space-y-4">
              <Skeleton className="h-8 w-3/4" />
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-6 w-2/3" />
            </div>
          ) : props.failed ? (
            <p className="rounded-2xl bg-muted p-6 text-muted-foreground">{t('home.contact.unavailable')}</p>
          ) : null}
          <Button asChild variant="accent" size="lg">
            <Link to="/calendar-booking">{t('home.contact.book')}</Link>
          </Button>
        </div>
      </Container>
    </Section>
  );
}
