import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CalendarDays, FolderSearch, Sparkles } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { ProjectCategory } from '@contracts/content';
import { projectCategories } from '@contracts/localized';
import { Button } from '@web/components/ui/button';
import { CtaPanel, ErrorPanel } from '@web/components/ui/content-blocks';
import { ContentImage } from '@web/components/ui/content-media';
import { ProjectCard, ProjectCardSkeleton } from '@web/components/ui/content-project-card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Container, PageHeader, Section } from '@web/components/ui/layout';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { HydrateLater } from '@web/lib/later-hydration';
import { projectsQuery } from '@web/lib/content-queries';

function isCategory(value: string | null): value is ProjectCategory {
  return (projectCategories as readonly string[]).includes(value ?? '');
}

export default function ProjectsCentreScreen() {
  const { lang, t } = useI18n();
  useDocumentMeta(t('projects.centre.meta.title'), t('projects.centre.meta.description'));
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('category');
  // An unknown category in the address shows everything rather than an empty page.
  const category = isCategory(requested) ? requested : null;
  const projects = useQuery(projectsQuery());
  const all = [...(projects.data ?? [])].sort((a, b) => a.order - b.order);
  const shown = category ? all.filter((project) => project.category === category) : all;
  const counts = new Map<ProjectCategory, number>();
  for (const project of all) counts.set(project.category, (counts.get(project.category) ?? 0) + 1);

  const filters: { value: ProjectCategory | null; label: string; count: number }[] = [
    { value: null, label: t('projects.categories.all'), count: all.length },
    ...projectCategories.map((value) => ({
      value,
      label: t(`projects.categories.${value}`),
      count: counts.get(value) ?? 0,
    })),
  ];

  return (
    <>
      <Section className="pt-12 pb-10 sm:pt-20 sm:pb-12">
        <Container className="space-y-10">
          <PageHeader
            eyebrow={t('projects.centre.eyebrow')}
            title={t('projects.centre.title')}
            lead={t('projects.centre.lead')}
          />
          <nav
            aria-label={t('projects.centre.filterLabel')}
            className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0"
          >
            <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
              {filters.map((filter) => {
                const active = filter.value === category;
                return (
                  <li key={filter.value ?? 'all'}>
                    <Link
                      to={{ search: filter.value ? `?category=${filter.value}` : '' }}
                      preventScrollReset
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                        active
                          ? 'border-primary bg-primary text-primary-foreground'
                          : 'border-border text-muted-foreground hover:border-foreground/30 hover:text-foreground',
                      )}
                    >
                      {filter.label}
                      {projects.isSuccess ? (
                        <span className={cn('tabular-nums text-xs', active ? 'opacity-70' : 'opacity-60')}>
                          {filter.count}
                        </span>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </Container>
      </Section>

      <Section className="pt-0 sm:pt-0">
        <Container>
          {projects.isPending ? (
            <div
              role="status"
              aria-label={t('projects.centre.loading')}
              className="grid gap-12 sm:grid-cols-2 lg:grid-cols-3 sm:gap-x-8"
            >
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <ProjectCardSkeleton key={i} />
              ))}
            </div>
          ) : projects.isError ? (
            <ErrorPanel
              title={t('common.error.title')}
              description={
                projects.error instanceof ApiError && projects.error.status === 0
                  ? t('common.error.offline')
                  : t('common.error.description')
              }
              retryLabel={t('common.error.retry')}
              onRetry={() => void projects.refetch()}
            />
          ) : shown.length === 0 ? (
            category ? (
              <EmptyState
                icon={FolderSearch}
                title={t('projects.centre.emptyFilterTitle', {
                  category: t(`projects.categories.${category}`),
                })}
                description={t('projects.centre.emptyFilterDescription')}
                action={
                  <Button asChild size="sm" variant="outline">
                    <Link to={{ search: '' }} preventScrollReset>
                      {t('projects.centre.showAll')}
                    </Link>
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={FolderSearch}
                title={t('projects.centre.emptyTitle')}
                description={t('projects.centre.emptyDescription')}
                action={
                  <Button asChild size="sm">
                    <Link to="/calendar-booking">{t('projects.cta.bookingAction')}</Link>
                  </Button>
                }
              />
            )
          ) : (
            <>
              <p className="sr-only" aria-live="polite">
                {shown.length === 1
                  ? t('projects.centre.countOne')
                  : t('projects.centre.count', { count: shown.length })}
              </p>
              {/* Links only: hydrated after the rest of the page (lib/later-hydration). */}
              <HydrateLater>
                <ul className="grid gap-14 sm:grid-cols-2 sm:gap-x-8 lg:grid-cols-3">
                  {shown.map((project, index) => (
                    <li key={project.slug}>
                      <ProjectCard
                        to={`/projects/${project.slug}`}
                        headingLevel="h2"
                        priority={index < 3}
                        title={project.title[lang]}
                        summary={project.summary[lang]}
                        category={t(`projects.categories.${project.category}`)}
                        year={project.year}
                        tags={project.tags}
                        cover={
                          project.cover
                            ? {
                                src: project.cover.src,
                                alt: project.cover.alt[lang],
                                srcset: project.cover.srcset,
                              }
                            : null
                        }
                      />
                    </li>
                  ))}
                </ul>
              </HydrateLater>
            </>
          )}
        </Container>
      </Section>

      <HydrateLater>
        <Section className="py-0 sm:py-0">
          <Container className="space-y-6">
            <CtaPanel
              tone="muted"
              eyebrow={t('projects.rental.eyebrow')}
              title={t('projects.rental.title')}
              description={t('projects.rental.description')}
              actions={
                <Button asChild size="lg">
                  <Link to="/airbnb">
                    {t('projects.rental.action')}
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
              }
              aside={
                <ContentImage
                  src="/images/projects/la-mansion.svg"
                  alt={t('projects.rental.imageAlt')}
                  className="rounded-2xl"
                />
              }
            />
            <div className="grid gap-6 md:grid-cols-2">
              <CtaPanel
                tone="accent"
                eyebrow={t('projects.cta.diagnosticEyebrow')}
                title={t('projects.cta.diagnosticTitle')}
                description={t('projects.cta.diagnosticDescription')}
                className="sm:p-10"
                actions={
                  <Button asChild variant="accent">
                    <Link to="/diagnostico-marca-profesional">
                      <Sparkles aria-hidden />
                      {t('projects.cta.diagnosticAction')}
                    </Link>
                  </Button>
                }
              />
              <CtaPanel
                tone="inverted"
                eyebrow={t('projects.cta.bookingEyebrow')}
                title={t('projects.cta.bookingTitle')}
                description={t('projects.cta.bookingDescription')}
                className="sm:p-10"
                actions={
                  <Button asChild variant="accent">
                    <Link to="/calendar-booking">
                      <CalendarDays aria-hidden />
                      {t('projects.cta.bookingAction')}
                    </Link>
                  </Button>
                }
              />
            </div>
          </Container>
        </Section>
      </HydrateLater>
    </>
  );
}
