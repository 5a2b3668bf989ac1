import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { CtaPanel, ErrorPanel, Prose, SectionHeading } from '@web/components/ui/content-blocks';
import { ContentImage } from '@web/components/ui/content-media';
import { Container, PageHeader, Section } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { HydrateLater } from '@web/lib/later-hydration';
import { cvQuery, profileQuery } from '@web/lib/content-queries';
import type { Cv, CvExperienceItem } from '@contracts/content';

/** The career timeline is the CV's experience, oldest first, so the two pages never disagree. */
function experienceOf(cv: Cv | undefined): CvExperienceItem[] {
  const section = cv?.sections.find((s) => s.kind === 'experience');
  const items = section?.kind === 'experience' ? section.items : [];
  return [...items].sort((a, b) => a.start.localeCompare(b.start));
}

export default function BiographyScreen() {
  const { lang, t } = useI18n();
  useDocumentMeta(t('about.biography.meta.title'), t('about.biography.meta.description'));
  const profile = useQuery(profileQuery());
  const cv = useQuery(cvQuery());
  const data = profile.data;
  const timeline = experienceOf(cv.data);
  const years = (item: CvExperienceItem) =>
    t('about.timeline.range', {
      start: item.start.slice(0, 4),
      end: item.end ? item.end.slice(0, 4) : t('about.timeline.present'),
    });

  return (
    <>
      <Section className="pt-12 pb-12 sm:pt-20 sm:pb-16">
        <Container>
          <PageHeader
            eyebrow={data?.name ?? t('about.biography.eyebrow')}
            title={t('about.biography.title')}
            lead={profile.isPending ? undefined : (data?.shortBio[lang] ?? t('about.biography.fallbackLead'))}
          >
            {profile.isPending ? <Skeleton className="h-5 w-full max-w-xl" /> : null}
          </PageHeader>
        </Container>
      </Section>

      <Section className="pt-0 sm:pt-0">
        <Container className="grid gap-12 md:grid-cols-12 md:gap-16">
          <figure className="mx-auto w-full max-w-sm md:sticky md:top-24 md:col-span-5 md:max-w-none md:self-start">
            {data?.portrait ? (
              <ContentImage
                src={data.portrait.src}
                alt={data.portrait.alt[lang]}
                srcset={data.portrait.srcset}
                sizes="(min-width: 768px) 40vw, 100vw"
                ratio="aspect-[4/5]"
                width={800}
                height={1000}
                priority
                className="rounded-[2rem]"
              />
            ) : profile.isPending ? (
              <Skeleton className="aspect-[4/5] w-full rounded-[2rem]" />
            ) : null}
            {data ? (
              <figcaption className="mt-4 text-sm text-muted-foreground">
                {t('about.biography.portraitCaption', { name: data.name, location: data.location })}
              </figcaption>
            ) : null}
          </figure>
          <div className="md:col-span-7">
            {profile.isPending ? (
              <div role="status" aria-label={t('about.biography.loading')} className="space-y-3">
                {[0, 1, 2, 3, 4, 5, 6].map((i) => (
                  <Skeleton key={i} className={i % 3 === 2 ? 'h-5 w-2/3' : 'h-5 w-full'} />
                ))}
              </div>
            ) : profile.isError ? (
              <ErrorPanel
                title={t('about.biography.unavailableTitle')}
                description={
                  profile.error instanceof ApiError && profile.error.status === 0
                    ? t('common.error.offline')
                    : t('common.error.description')
                }
                retryLabel={t('common.error.retry')}
                onRetry={() => void profile.refetch()}
              />
            ) : (
              <Prose
                text={data?.longBio[lang] ?? ''}
                className="text-lg leading-relaxed text-foreground/90 first-letter:float-left first-letter:mr-3 first-letter:font-display first-letter:text-7xl first-letter:leading-[0.85] first-letter:text-accent-strong sm:text-xl"
              />
            )}
          </div>
        </Container>
      </Section>

      {/* Below the first screen: hydrated after the page, a part per task (lib/later-hydration). */}
      <HydrateLater>
        {cv.isPending || cv.isError || timeline.length > 0 ? (
          <Section
            id="timeline"
            aria-labelledby="timeline-title"
            className="scroll-mt-16 border-t border-border"
          >
            <Container className="space-y-12">
              <SectionHeading
                id="timeline-title"
                eyebrow={t('about.timeline.eyebrow')}
                title={t('about.timeline.title')}
              />
              {cv.isPending ? (
                <div role="status" aria-label={t('about.biography.loading')} className="space-y-6">
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} className="h-16 w-full max-w-xl" />
                  ))}
                </div>
              ) : cv.isError ? (
                <ErrorPanel
                  title={t('about.timeline.unavailable')}
                  description={
                    cv.error instanceof ApiError && cv.error.status === 0
                      ? t('common.error.offline')
                      : t('common.error.description')
                  }
                  retryLabel={t('common.error.retry')}
                  onRetry={() => void cv.refetch()}
                />
              ) : (
                <ol
                  data-testid="biography-timeline"
                  className="relative space-y-10 border-l border-border pl-8 md:ml-[9rem] md:pl-12"
                >
                  {timeline.map((item) => (
                    <li key={item.id} className="relative">
                      <span
                        aria-hidden
                        className="absolute top-2 -left-[calc(2rem+5px)] size-2.5 rounded-full bg-accent ring-4 ring-background md:-left-[calc(3rem+5px)]"
                      />
                      <p className="font-display text-2xl text-accent-strong tabular-nums md:absolute md:top-0 md:-left-[calc(3rem+9rem)] md:w-24 md:text-right">
                        {item.start.slice(0, 4)}
                      </p>
                      <h3 className="mt-1 text-lg font-semibold md:mt-0">
                        {item.role[lang]} · {item.organisation[lang]}
                      </h3>
                      <p className="text-sm text-muted-foreground">
                        {years(item)}
                        {item.place[lang] ? ` · ${item.place[lang]}` : ''}
                      </p>
                      {item.summary[lang] ? (
                        <p className="mt-1 max-w-xl text-muted-foreground text-pretty">
                          {item.summary[lang]}
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ol>
              )}
            </Container>
          </Section>
        ) : null}
      </HydrateLater>

      <HydrateLater>
        <Section className="py-0 sm:py-0">
          <Container>
            <CtaPanel
              tone="muted"
              title={t('about.biography.ctaTitle')}
              description={t('about.biography.ctaDescription')}
              actions={
                <>
                  <Button asChild variant="accent" size="lg">
                    <Link to="/calendar-booking">{t('about.biography.ctaBook')}</Link>
                  </Button>
                  <Button asChild variant="outline" size="lg">
                    <Link to="/cv">{t('about.biography.ctaCv')}</Link>
                  </Button>
                  <Button asChild variant="ghost" size="lg">
                    <Link to="/projects">{t('about.biography.ctaProjects')}</Link>
                  </Button>
                </>
              }
            />
          </Container>
        </Section>
      </HydrateLater>
    </>
  );
}
