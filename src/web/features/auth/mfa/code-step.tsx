import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { AuthHeader } from '../components/auth-header';
import { CodeForm } from './code-form';

/**
 * The sign-in's second step: the person is signed in at aal1 and their account has a verified authenticator
 * app. The code makes the session aal2 (the auth state changes and the caller moves on); "use another method"
 * signs out of this browser.
 */
export function CodeStep(props: {
  title?: string;
  lead?: string;
  onCancel: () => Promise<void> | void;
  onVerified?: () => void;
}) {
  const { t } = useI18n();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="space-y-8" data-testid="mfa-code-step">
      <AuthHeader
        eyebrow={t('auth.mfa.step.eyebrow')}
        title={props.title ?? t('auth.mfa.step.title')}
        lead={props.lead ?? t('auth.mfa.step.lead')}
      />
      <CodeForm id="mfa-code" autoFocus onVerified={() => props.onVerified?.()}>
        <div className="border-t border-border pt-5 text-center">
          <Button
            type="button"
            variant="link"
            disabled={leaving}
            aria-describedby="mfa-cancel-hint"
            onClick={() => {
              setLeaving(true);
              void Promise.resolve(props.onCancel()).finally(() => setLeaving(false));
            }}
          >
            {t('auth.mfa.step.cancel')}
          </Button>
          <p id="mfa-cancel-hint" className="text-xs text-muted-foreground">
            {t('auth.mfa.step.cancelHint')}
          </p>
        </div>
      </CodeForm>
    </div>
  );
}
