import { useQuery } from '@tanstack/react-query';
import {
  ArrowRight,
  Briefcase,
  CalendarDays,
  Code,
  FileDown,
  GraduationCap,
  Handshake,
  Hourglass,
  Mail,
  MapPin,
  Megaphone,
  Palette,
  Target,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { CtaPanel } from '@web/components/ui/content-blocks';
import { Container, PageHeader, Section } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { profileQuery } from '@web/lib/content-queries';

type CvSection =
  'objective' | 'experience' | 'education' | 'technical' | 'creative' | 'marketing' | 'interpersonal';

/** The CV's sections in the product's order; each points somewhere useful until its items are published. */
const sections: { key: CvSection; icon: LucideIcon; to: string }[] = [
  { key: 'objective', icon: Target, to: '/biography' },
  { key: 'experience', icon: Briefcase, to: '/projects' },
  { key: 'education', icon: GraduationCap, to: '/biography#timeline' },
  { key: 'technical', icon: Code, to: '/projects?category=web' },
  { key: 'creative', icon: Palette, to: '/projects?category=photography' },
  { key: 'marketing', icon: Megaphone, to: '/projects?category=branding' },
  { key: 'interpersonal', icon: Handshake, to: '/calendar-booking' },
];

export default function CvScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('about.cv.meta.title'), t('about.cv.meta.description'));
  const profile = useQuery(profileQuery());

  return (
    <>
      <Section className="pt-12 pb-10 sm:pt-20 sm:pb-14">
        <Container className="space-y-8">
          <PageHeader
            eyebrow={profile.data?.name ?? t('about.cv.eyebrow')}
            title={t('about.cv.title')}
            lead={t('about.cv.lead')}
          />
          <div className="flex max-w-3xl gap-4 rounded-2xl bg-muted p-5 sm:p-6">
            <Hourglass aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-strong" />
            <div className="space-y-1">
              <p className="font-medium">{t('about.cv.updatingTitle')}</p>
              <p className="text-sm text-muted-foreground text-pretty">{t('about.cv.updatingDescription')}</p>
            </div>
          </div>
        </Container>
      </Section>

      <Section className="pt-0 sm:pt-0">
        <Container className="grid gap-12 md:grid-cols-12 md:gap-10">
          <aside aria-labelledby="cv-summary" className="md:col-span-4">
            <div className="rounded-2xl border border-border bg-card p-6 md:sticky md:top-24">
              <h2 id="cv-summary" className="font-display text-xl">
                {t('about.cv.summaryLabel')}
              </h2>
              <dl className="mt-5 space-y-5 text-sm">
                <div className="space-y-1">
                  <dt className="flex items-center gap-2 text-muted-foreground">
                    <MapPin aria-hidden className="size-4" />
                    {t('about.cv.locationLabel')}
                  </dt>
                  <dd>{t('about.cv.locationValue')}</dd>
                </div>
                <div className="space-y-1">
                  <dt className="flex items-center gap-2 text-muted-foreground">
                    <Wallet aria-hidden className="size-4" />
                    {t('about.cv.salaryLabel')}
                  </dt>
                  <dd className="text-pretty">{t('about.cv.salaryEmpty')}</dd>
                </div>
                <div className="space-y-1">
                  <dt className="flex items-center gap-2 text-muted-foreground">
                    <Mail aria-hidden className="size-4" />
                    {t('about.cv.contactLabel')}
                  </dt>
                  <dd>
                    {profile.data ? (
                      <a
                        href={`mailto:${profile.data.contactEmail}`}
                        className="break-all underline-offset-4 hover:text-accent-strong hover:underline"
                      >
                        {profile.data.contactEmail}
                      </a>
                    ) : profile.isPending ? (
                      <Skeleton className="h-4 w-40" />
                    ) : (
                      <Link to="/calendar-booking" className="underline-offset-4 hover:underline">
                        {t('about.cv.schedule')}
                      </Link>
                    )}
                  </dd>
                </div>
              </dl>
            </div>
          </aside>

          <div className="space-y-10 md:col-span-8">
            {sections.map(({ key, icon: Icon, to }) => (
              <section key={key} aria-labelledby={`cv-${key}`} className="space-y-4">
                <div className="flex flex-wrap items-center gap-3 border-b border-border pb-3">
                  <Icon aria-hidden className="size-5 text-accent-strong" />
                  <h2 id={`cv-${key}`} className="font-display text-2xl tracking-tight">
                    {t(`about.cv.sections.${key}.title`)}
                  </h2>
                  <Badge variant="outline" className="ml-auto hidden sm:inline-flex">
                    {t('about.cv.sectionPending')}
                  </Badge>
                </div>
                <div className="flex flex-col gap-3 rounded-2xl border border-dashed border-border px-5 py-5 sm:flex-row sm:items-center sm:justify-between">
                  <p className="text-sm text-muted-foreground text-pretty">
                    {t(`about.cv.sections.${key}.empty`)}
                  </p>
                  <Link
                    to={to}
                    className="inline-flex shrink-0 items-center gap-1.5 text-sm font-medium underline-offset-4 hover:text-accent-strong hover:underline"
                  >
                    {t(`about.cv.sections.${key}.link`)}
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </div>
              </section>
            ))}
          </div>
        </Container>
      </Section>

      <Section className="py-0 sm:py-0">
        <Container>
          <CtaPanel
            tone="inverted"
            title={t('about.cv.ctaTitle')}
            description={t('about.cv.ctaDescription')}
            actions={
              <>
                <Button variant="accent" size="lg" disabled aria-describedby="cv-pdf-note">
                  <FileDown aria-hidden />
                  {t('about.cv.download')}
                </Button>
                <Button
                  asChild
                  variant="outline"
                  size="lg"
                  className="border-primary-foreground/30 hover:bg-primary-foreground/10"
                >
                  <Link to="/calendar-booking">
                    <CalendarDays aria-hidden />
                    {t('about.cv.schedule')}
                  </Link>
                </Button>
                <p id="cv-pdf-note" className="basis-full text-sm text-primary-foreground/70">
                  {t('about.cv.downloadSoon')}
                </p>
              </>
            }
          />
        </Container>
      </Section>
    </>
  );
}
