import { ArrowLeft, CalendarDays, ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Container, Eyebrow } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { dimensionIds, dimensionName } from '../components/dimensions';

export default function QuestionnaireScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('diagnostic.questionnaire.meta.title'), t('diagnostic.questionnaire.meta.description'));
  const preparing = t('diagnostic.questionnaire.progressPreparing');
  return (
    <Container className="max-w-2xl space-y-10 pt-12 sm:pt-16">
      <header className="space-y-3">
        <Eyebrow>{t('diagnostic.questionnaire.eyebrow')}</Eyebrow>
        <h1 className="font-display text-4xl tracking-tight sm:text-5xl">
          {t('diagnostic.questionnaire.title')}
        </h1>
      </header>

      <div className="space-y-3">
        <div className="flex items-baseline justify-between gap-4 text-sm">
          <span id="diagnostic-progress" className="font-medium">
            {t('diagnostic.questionnaire.progressLabel')}
          </span>
          <span className="text-muted-foreground">{preparing}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="diagnostic-progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={0}
          aria-valuetext={preparing}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full w-0 rounded-full bg-accent" />
        </div>
        <ol aria-label={t('diagnostic.questionnaire.dimensionsLabel')} className="flex flex-wrap gap-2 pt-2">
          {dimensionIds.map((id, i) => (
            <li
              key={id}
              className="inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1 text-xs text-muted-foreground"
            >
              <span className="font-semibold tabular-nums">{i + 1}</span>
              {t(dimensionName(id))}
            </li>
          ))}
        </ol>
      </div>

      <EmptyState
        icon={ClipboardList}
        title={t('diagnostic.questionnaire.emptyTitle')}
        description={t('diagnostic.questionnaire.emptyDescription')}
        className="bg-card py-16"
        action={
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <Button asChild variant="outline">
              <Link to="/diagnostico-marca-profesional">
                <ArrowLeft aria-hidden />
                {t('diagnostic.questionnaire.backToIntro')}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/calendar-booking">
                <CalendarDays aria-hidden />
                {t('diagnostic.questionnaire.book')}
              </Link>
            </Button>
          </div>
        }
      />
    </Container>
  );
}
