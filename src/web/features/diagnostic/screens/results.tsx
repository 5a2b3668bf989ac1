import { ArrowRight, Check, Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Container, PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';

export default function ResultsScreen() {
  const { t, tList } = useI18n();
  useDocumentMeta(t('diagnostic.results.meta.title'), t('diagnostic.results.meta.description'));
  return (
    <Container className="space-y-10 pt-12 sm:pt-16">
      <PageHeader eyebrow={t('diagnostic.results.eyebrow')} title={t('diagnostic.results.title')} />
      <div className="grid gap-8 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] md:items-stretch">
        <EmptyState
          icon={Gauge}
          title={t('diagnostic.results.emptyTitle')}
          description={t('diagnostic.results.emptyDescription')}
          className="bg-card py-16"
          action={
            <div className="mt-2 flex flex-wrap justify-center gap-3">
              <Button asChild>
                <Link to="/diagnostico-cuestionario">
                  {t('diagnostic.results.start')}
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
              <Button asChild variant="ghost">
                <Link to="/diagnostico-marca-profesional">{t('diagnostic.results.learnMore')}</Link>
              </Button>
            </div>
          }
        />
        <section aria-labelledby="results-preview" className="rounded-2xl bg-muted/60 p-6 sm:p-8">
          <h2 id="results-preview" className="font-display text-xl">
            {t('diagnostic.results.previewHeading')}
          </h2>
          <ul className="mt-5 space-y-4">
            {tList('diagnostic.results.preview').map((item) => (
              <li key={item} className="flex gap-3 text-sm text-muted-foreground">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent-strong">
                  <Check aria-hidden className="size-3" />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Container>
  );
}
