import { useQuery } from '@tanstack/react-query';
import type { contentRoutes } from '@contracts/api/content';
import type { CvSection, CvSectionKind } from '@contracts/content';
import { pickText } from '@contracts/localized';
import {
  Briefcase,
  CalendarDays,
  Code,
  FileDown,
  GraduationCap,
  Handshake,
  Mail,
  MapPin,
  Megaphone,
  Palette,
  Target,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { CtaPanel, ErrorPanel } from '@web/components/ui/content-blocks';
import { Container, PageHeader, Section } from '@web/components/ui/layout';
import { ApiError } from '@web/lib/api';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { cvQuery } from '@web/lib/content-queries';
import { HydrateLater } from '@web/lib/later-hydration';
import { CvEducationList, CvExperienceList } from '../components/cv-entries';
import { CvSkeleton } from '../components/cv-skeleton';
import { CvSkillList } from '../components/cv-skills';

const icons: Record<CvSectionKind, LucideIcon> = {
  objective: Target,
  experience: Briefcase,
  education: GraduationCap,
  technical: Code,
  creative: Palette,
  marketing: Megaphone,
  interpersonal: Handshake,
};

function SectionBody({ section }: { section: CvSection }) {
  const { lang } = useI18n();
  switch (section.kind) {
    case 'objective':
      return (
        <p className="max-w-prose text-lg leading-relaxed text-pretty">{pickText(section.body, lang)}</p>
      );
    case 'experience':
      return <CvExperienceList items={section.items} />;
    case 'education':
      return <CvEducationList items={section.items} />;
    default:
      return <CvSkillList items={section.items} />;
  }
}

/**
 * The PDF's address, its template checked against the route's contract (types only). Not pathOf: on this
 * public page it would be a chunk of its own in the first download, for one link.
 */
const cvPdfPath = (lang: string) =>
  `/api${'/content/cv.pdf' satisfies (typeof contentRoutes)['cvPdf']['path']}?lang=${encodeURIComponent(lang)}`;

/** The CV from the content API (server-rendered), in the order the owner keeps, with the PDF download. */
export default function CvScreen() {
  const { lang, t } = useI18n();
  useDocumentMeta(t('about.cv.meta.title'), t('about.cv.meta.description'));
  const cv = useQuery(cvQuery());
  const data = cv.data;

  return (
    <>
      <Section className="pt-12 pb-10 sm:pt-20 sm:pb-14">
        <Container>
          <PageHeader
            eyebrow={data?.person.name ?? t('about.cv.eyebrow')}
            title={t('about.cv.title')}
            lead={data ? pickText(data.person.headline, lang) : t('about.cv.lead')}
          />
        </Container>
      </Section>

      <Section className="pt-0 sm:pt-0">
        <Container>
          {data ? (
            <div className="grid gap-12 md:grid-cols-12 md:gap-10">
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
                      <dd>{pickText(data.location, lang)}</dd>
                    </div>
                    {data.salaryExpectation ? (
                      <div className="space-y-1">
                        <dt className="flex items-center gap-2 text-muted-foreground">
                          <Wallet aria-hidden className="size-4" />
                          {t('about.cv.salaryLabel')}
                        </dt>
                        <dd className="text-pretty">{pickText(data.salaryExpectation, lang)}</dd>
                      </div>
                    ) : null}
                    <div className="space-y-1">
                      <dt className="flex items-center gap-2 text-muted-foreground">
                        <Mail aria-hidden className="size-4" />
                        {t('about.cv.contactLabel')}
                      </dt>
                      <dd>
                        <a
                          href={`mailto:${data.person.contactEmail}`}
                          className="break-all underline-offset-4 hover:text-accent-strong hover:underline"
                        >
                          {data.person.contactEmail}
                        </a>
                      </dd>
                    </div>
                  </dl>
                </div>
              </aside>

              {/* A flex column, not space-y: the parts hydrated later sit in display: contents wrappers. */}
              <div className="flex flex-col gap-14 md:col-span-8">
                {data.sections.map((section) => {
                  const Icon = icons[section.kind];
                  return (
                    // Links and text only: hydrated after the page, a section per task (lib/later-hydration).
                    <HydrateLater key={section.kind}>
                      <section aria-labelledby={`cv-${section.kind}`} className="space-y-6">
                        <div className="flex items-center gap-3 border-b border-border pb-3">
                          <Icon aria-hidden className="size-5 text-accent-strong" />
                          <h2 id={`cv-${section.kind}`} className="font-display text-2xl tracking-tight">
                            {pickText(section.title, lang)}
                          </h2>
                        </div>
                        <SectionBody section={section} />
                      </section>
                    </HydrateLater>
                  );
                })}
              </div>
            </div>
          ) : cv.isPending ? (
            <CvSkeleton label={t('about.cv.loading')} />
          ) : (
            <ErrorPanel
              title={t('about.cv.unavailableTitle')}
              description={
                cv.error instanceof ApiError && cv.error.status === 0
                  ? t('common.error.offline')
                  : t('common.error.description')
              }
              retryLabel={t('common.error.retry')}
              onRetry={() => void cv.refetch()}
            />
          )}
        </Container>
      </Section>

      <HydrateLater>
        <Section className="py-0 sm:py-0">
          <Container>
            <CtaPanel
              tone="inverted"
              title={t('about.cv.ctaTitle')}
              description={t('about.cv.ctaDescription')}
              actions={
                <>
                  <Button asChild variant="accent" size="lg">
                    <a href={cvPdfPath(lang)} download aria-describedby="cv-pdf-note">
                      <FileDown aria-hidden />
                      {t('about.cv.download')}
                    </a>
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
                    {t('about.cv.downloadHint')}
                  </p>
                </>
              }
            />
          </Container>
        </Section>
      </HydrateLater>
    </>
  );
}
