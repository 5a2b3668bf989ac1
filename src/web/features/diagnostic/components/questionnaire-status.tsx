import { CloudOff, RotateCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/form-notice';
import { useI18n } from '@web/lib/i18n';

/** Where the person is in the questionnaire, and whether their answers are kept on the server or only here. */
export function StepProgress({
  percent,
  stepText,
  draftSaved,
}: {
  percent: number;
  stepText: string;
  draftSaved: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span id="diagnostic-progress" className="font-medium">
          {t('diagnostic.questionnaire.progressLabel')}
        </span>
        <span className="text-muted-foreground" data-testid="step-of">
          {stepText}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="diagnostic-progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={stepText}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {draftSaved ? t('diagnostic.questionnaire.draftSaved') : t('diagnostic.questionnaire.savedLocally')}
      </p>
    </div>
  );
}

/** Why the last submit failed: the connection (with a retry that keeps the same key) or a refusal. */
export function SubmitProblemNotice({
  problem,
  hasFieldErrors,
  retrying,
  onRetry,
}: {
  problem: 'network' | 'other' | null;
  hasFieldErrors: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useI18n();
  return problem === 'network' ? (
    <Notice tone="error" icon={CloudOff} role="status" title={t('diagnostic.questionnaire.retry.title')}>
      <p>{t('diagnostic.questionnaire.retry.description')}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-2"
        onClick={onRetry}
        disabled={retrying}
      >
        <RotateCw aria-hidden />
        {t('diagnostic.questionnaire.retry.button')}
      </Button>
    </Notice>
  ) : problem === 'other' && !hasFieldErrors ? (
    <Notice tone="error" role="alert">
      {t('diagnostic.questionnaire.submitError')}
    </Notice>
  ) : null;
}
