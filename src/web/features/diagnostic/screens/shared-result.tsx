import { ArrowRight, Link2Off } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Container, Eyebrow } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useHttpStatus } from '@web/lib/http-status';
import { useI18n } from '@web/lib/i18n';

/** No shared results exist yet, so every id is "not available" (HTTP 404 when rendered on the server). */
export default function SharedResultScreen() {
  const { t } = useI18n();
  useHttpStatus(404);
  useDocumentMeta(t('diagnostic.shared.meta.title'), t('diagnostic.shared.meta.description'));
  return (
    <Container className="flex min-h-[60vh] flex-col items-start justify-center gap-5 py-20">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Link2Off aria-hidden className="size-5 text-muted-foreground" />
      </span>
      <Eyebrow>{t('diagnostic.shared.code')}</Eyebrow>
      <h1 className="max-w-2xl font-display text-4xl tracking-tight text-balance sm:text-5xl">
        {t('diagnostic.shared.title')}
      </h1>
      <p className="max-w-xl text-lg text-muted-foreground text-pretty">
        {t('diagnostic.shared.description')}
      </p>
      <div className="flex flex-wrap gap-3 pt-2">
        <Button asChild size="lg">
          <Link to="/diagnostico-marca-profesional">
            {t('diagnostic.shared.start')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/app">{t('diagnostic.shared.home')}</Link>
        </Button>
      </div>
    </Container>
  );
}
