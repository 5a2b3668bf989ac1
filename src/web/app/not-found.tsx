import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Container } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useHttpStatus } from '@web/lib/http-status';
import { useI18n } from '@web/lib/i18n';

export default function NotFoundScreen() {
  const { t } = useI18n();
  useHttpStatus(404);
  useDocumentMeta(t('common.notFound.title'), t('common.notFound.description'));
  return (
    <Container className="flex min-h-[60vh] flex-col items-start justify-center gap-5 py-20">
      <p className="text-xs font-semibold uppercase tracking-[0.18em] text-accent-strong">
        {t('common.notFound.code')}
      </p>
      <h1 className="font-display text-4xl tracking-tight text-balance sm:text-5xl">
        {t('common.notFound.title')}
      </h1>
      <p className="max-w-md text-lg text-muted-foreground">{t('common.notFound.description')}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/app">{t('common.notFound.home')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/projects">{t('common.notFound.projects')}</Link>
        </Button>
      </div>
    </Container>
  );
}
