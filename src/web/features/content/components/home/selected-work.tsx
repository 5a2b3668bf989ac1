import { useQuery } from '@tanstack/react-query';
import { ArrowRight, FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { ErrorPanel, SectionHeading } from '@web/components/ui/content-blocks';
import { ProjectCard, ProjectCardSkeleton } from '@web/components/ui/content-project-card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Container, Section } from '@web/components/ui/layout';
import { useI18n } from '@web/lib/i18n';
import { projectsQuery } from '@web/lib/content-queries';
import { useErrorText } from './section-helpers';

const SELECTED_PROJECTS = 3;

export function SelectedWork() {
  const { lang, t } = useI18n();
  const errorText = useErrorText();
  const projects = useQuery(projectsQuery());
  const selected = [...(projects.data ?? [])].sort((a, b) => a.order - b.order).slice(0, SELECTED_PROJECTS);
  return (
    <Section aria-labelledby="work-title" className="pt-0 sm:pt-0">
      <Container className="space-y-12">
        <SectionHeading
          id="work-title"
          eyebrow={t('home.work.eyebrow')}
          title={t('home.work.title')}
          lead={t('home.work.lead')}
          action={
            <Button asChild variant="outline">
              <Link to="/projects">
                {t('home.work.all')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          }
        />
        {projects.isPending ? (
          <div
            role="status"
            aria-label={t('home.work.loading')}
            className="grid gap-10 md:grid-cols-3 md:gap-8"
          >
            {[0, 1, 2].map((i) => (
              <ProjectCardSkeleton key={i} />
            ))}
          </div>
        ) : projects.isError ? (
          <ErrorPanel
            title={t('common.error.title')}
            description={errorText(projects.error)}
            retryLabel={t('common.error.retry')}
            onRetry={() => void projects.refetch()}
          />
        ) : selected.length === 0 ? (
          <EmptyState
            icon={FolderOpen}
            title={t('home.work.emptyTitle')}
            description={t('home.work.emptyDescription')}
          />
        ) : (
          <ul className="grid gap-12 md:grid-cols-3 md:gap-8">
            {selected.map((project) => (
              <li key={project.slug}>
                <ProjectCard
                  to={`/projects/${project.slug}`}
                  title={project.title[lang]}
                  summary={project.summary[lang]}
                  category={t(`projects.categories.${project.category}`)}
                  year={project.year}
                  tags={project.tags}
                  cover={
                    project.cover
                      ? { src: project.cover.src, alt: project.cover.alt[lang], srcset: project.cover.srcset }
                      : null
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </Section>
  );
}
