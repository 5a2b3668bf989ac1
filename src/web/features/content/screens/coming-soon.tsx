import { BookOpen, Camera, Presentation, type LucideIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { CtaPanel, SectionHeading } from '@web/components/ui/content-blocks';
import { Container, PageHeader, Section } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { LaunchListForm } from '../components/launch-list-form';

const upcoming: { key: 'workshops' | 'resources' | 'walks'; icon: LucideIcon }[] = [
  { key: 'workshops', icon: Presentation },
  { key: 'resources', icon: BookOpen },
  { key: 'walks', icon: Camera },
];

export default function ComingSoonScreen() {
  const { t } = useI18n();
  // Links to this page may name the area that is not open yet (?area=shop); the sign-up records it.
  const [params] = useSearchParams();
  const area = /^[a-z0-9-]{1,40}$/.test(params.get('area') ?? '') ? params.get('area')! : 'site';
  useDocumentMeta(t('home.comingSoon.meta.title'), t('home.comingSoon.meta.description'));
  return (
    <div className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 -right-40 size-[32rem] rounded-full bg-accent/15 blur-3xl sm:size-[40rem]"
      />
      <Section className="relative pt-16 sm:pt-28">
        <Container>
          <PageHeader
            eyebrow={t('home.comingSoon.eyebrow')}
            title={t('home.comingSoon.title')}
            lead={t('home.comingSoon.lead')}
            className="[&_h1]:text-5xl sm:[&_h1]:text-7xl"
          />
        </Container>
      </Section>

      <Section aria-labelledby="coming-next" className="relative pt-0 sm:pt-0">
        <Container className="space-y-10">
          <SectionHeading id="coming-next" title={t('home.comingSoon.nextTitle')} />
          <ul className="grid gap-6 md:grid-cols-3">
            {upcoming.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-2xl border border-border bg-card p-6 sm:p-7">
                <span className="flex size-11 items-center justify-center rounded-full bg-accent/15">
                  <Icon aria-hidden className="size-5 text-accent-strong" />
                </span>
                <h3 className="mt-5 font-display text-xl">{t(`home.comingSoon.items.${key}.title`)}</h3>
                <p className="mt-2 text-sm text-muted-foreground text-pretty">
                  {t(`home.comingSoon.items.${key}.description`)}
                </p>
              </li>
            ))}
          </ul>
        </Container>
      </Section>

      <Section className="relative pt-0 sm:pt-0">
        <Container className="max-w-2xl">
          <LaunchListForm area={area} />
        </Container>
      </Section>

      <Section className="relative py-0 sm:py-0">
        <Container>
          <CtaPanel
            tone="muted"
            title={t('home.comingSoon.meanwhileTitle')}
            description={t('home.comingSoon.meanwhile')}
            actions={
              <>
                <Button asChild variant="accent" size="lg">
                  <Link to="/calendar-booking">{t('home.comingSoon.book')}</Link>
                </Button>
                <Button asChild variant="outline" size="lg">
                  <Link to="/app#contact">{t('home.comingSoon.contact')}</Link>
                </Button>
                <Button asChild variant="ghost" size="lg">
                  <Link to="/projects">{t('home.comingSoon.projects')}</Link>
                </Button>
              </>
            }
          />
        </Container>
      </Section>
    </div>
  );
}
