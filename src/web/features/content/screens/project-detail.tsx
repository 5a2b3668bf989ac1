import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { isSlug } from '@contracts/slug';
import { Button } from '@web/components/ui/button';
import { ErrorPanel } from '@web/components/ui/content-blocks';
import { Container, Eyebrow } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { useDocumentMeta } from '@web/lib/head';
import { useHttpStatus } from '@web/lib/http-status';
import { useI18n } from '@web/lib/i18n';
import { projectQuery } from '@web/lib/content-queries';
import { BackLink, ProjectView } from '../components/project-view';

/** 404 from the API; also matches an error that went through (de)serialisation and lost its class. */
function isNotFound(error: unknown) {
  if (error instanceof ApiError) return error.status === 404;
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

export default function ProjectDetailScreen() {
  const { slug = '' } = useParams();
  const { lang, t } = useI18n();
  // A 404 is final: render the not-found state at once (also on the server, which then answers 404)
  // instead of fetching again on mount. Other failures are retried as usual.
  // A malformed address cannot name a project: not found, without asking the API.
  const validSlug = isSlug(slug);
  const project = useQuery({
    ...projectQuery(slug),
    enabled: validSlug,
    retryOnMount: (query) => !isNotFound(query.state.error),
  });
  const notFound = !validSlug || (project.isError && isNotFound(project.error));
  useDocumentMeta(
    project.data?.title[lang] ??
      (notFound ? t('projects.detail.notFound.title') : t('projects.detail.metaTitle')),
    project.data?.summary[lang] ??
      (notFound ? t('projects.detail.notFound.description') : t('projects.detail.metaDescription')),
  );

  if (notFound) return <ProjectNotFound />;
  if (project.isPending) return <DetailSkeleton />;
  if (project.isError)
    return (
      <Container className="py-16">
        <ErrorPanel
          titleAs="h1"
          title={t('common.error.title')}
          description={
            project.error instanceof ApiError && project.error.status === 0
              ? t('common.error.offline')
              : t('common.error.description')
          }
          retryLabel={t('common.error.retry')}
          onRetry={() => void project.refetch()}
        />
      </Container>
    );
  return <ProjectView project={project.data} />;
}

function ProjectNotFound() {
  const { t } = useI18n();
  useHttpStatus(404);
  return (
    <Container className="flex min-h-[60vh] flex-col items-start justify-center gap-5 py-20">
      <Eyebrow>{t('projects.detail.notFound.code')}</Eyebrow>
      <h1 className="font-display text-5xl tracking-tight text-balance">
        {t('projects.detail.notFound.title')}
      </h1>
      <p className="max-w-md text-lg text-muted-foreground">{t('projects.detail.notFound.description')}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/projects">{t('projects.detail.notFound.action')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/calendar-booking">{t('projects.cta.bookingAction')}</Link>
        </Button>
      </div>
    </Container>
  );
}

function DetailSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-busy="true">
      <Container className="space-y-8 pt-8 sm:pt-12">
        <BackLink />
        <h1 className="sr-only">{t('projects.detail.loading')}</h1>
        <div className="max-w-3xl space-y-4">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-14 w-3/4" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </div>
        <Skeleton className="aspect-[4/3] w-full rounded-3xl md:aspect-[16/9]" />
      </Container>
    </div>
  );
}
