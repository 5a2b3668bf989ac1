import { Check, Copy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Notice } from '@web/components/ui/form-notice';
import { Input } from '@web/components/ui/input';
import { loadAuthClient, logAuthProblem } from '@web/lib/auth-client';
import { useI18n } from '@web/lib/i18n';
import { SubmitButton } from '../components/submit-button';
import { groupKey, mfaErrorText, qrImageSrc } from './code';
import { CodeForm } from './code-form';

interface Enrolled {
  id: string;
  qrCode: string;
  secret: string;
}

type Step = { name: 'name' } | { name: 'scan'; enrolled: Enrolled } | { name: 'done' };

/**
 * Adds an authenticator app: a name (optional) → enroll → the QR code and the manual key → the first code,
 * which confirms the app (the factor becomes verified and the session aal2). Cancelling removes the
 * unconfirmed factor, so it never blocks a later attempt under the same name.
 */
export function EnrollPanel(props: {
  next: string | null;
  /** Ids of the account's unverified factors: earlier enrolments never finished. */
  unfinished: string[];
  onChanged: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const s = 'dashboard.security.enroll';
  const [step, setStep] = useState<Step>({ name: 'name' });
  const [friendlyName, setFriendlyName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function enroll(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const name = friendlyName.trim();
      const client = await loadAuthClient();
      // An enrolment left unfinished (the page closed before its first code) is of no use, and its name (the
      // empty one too) would conflict: it goes first, as an unverified factor may be removed at any level.
      for (const stale of props.unfinished) {
        const { error: staleFailure } = await client.mfa.unenroll({ factorId: stale });
        if (staleFailure) logAuthProblem('removing an unfinished enrolment', staleFailure);
      }
      const { data, error: failure } = await client.mfa.enroll({
        factorType: 'totp',
        ...(name ? { friendlyName: name } : {}),
      });
      if (failure) throw failure;
      setStep({
        name: 'scan',
        enrolled: { id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret },
      });
      props.onChanged();
    } catch (failure) {
      const text = mfaErrorText(failure);
      setError(t(text.key, text.vars));
    } finally {
      setPending(false);
    }
  }

  async function cancel() {
    if (step.name === 'scan') {
      const { error: failure } = await (
        await loadAuthClient()
      ).mfa
        .unenroll({ factorId: step.enrolled.id })
        .catch((reason: unknown) => ({ error: reason }));
      if (failure) logAuthProblem('removing the unconfirmed factor', failure);
      props.onChanged();
    }
    props.onClose();
  }

  if (step.name === 'done')
    return (
      <Notice tone="success" title={t(`${s}.doneTitle`)} role="status" data-testid="mfa-enrolled">
        <p>{t(`${s}.doneBody`)}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {props.next ? (
            <Button asChild size="sm">
              <Link to={props.next}>{t(`${s}.continue`)}</Link>
            </Button>
          ) : null}
          <Button type="button" variant="outline" size="sm" onClick={props.onClose}>
            {t(`${s}.close`)}
          </Button>
        </div>
      </Notice>
    );

  return (
    <div className="space-y-6 rounded-2xl border border-border bg-card p-5 sm:p-6" data-testid="mfa-enroll">
      <h3 className="font-display text-xl">{t(`${s}.title`)}</h3>
      {step.name === 'name' ? (
        <form method="post" noValidate onSubmit={(event) => void enroll(event)} className="space-y-5">
          {error ? (
            <Notice tone="error" role="alert">
              <p>{error}</p>
            </Notice>
          ) : null}
          <FormField id="mfa-name" label={t(`${s}.name`)} hint={t(`${s}.nameHint`)}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                maxLength={100}
                value={friendlyName}
                onChange={(event) => setFriendlyName(event.target.value)}
              />
            )}
          </FormField>
          <div className="flex flex-col gap-2 sm:flex-row-reverse sm:justify-end">
            <div className="sm:w-48">
              <SubmitButton label={t(`${s}.start`)} pending={pending} />
            </div>
            <Button type="button" variant="ghost" size="lg" onClick={() => void cancel()}>
              {t(`${s}.cancel`)}
            </Button>
          </div>
        </form>
      ) : (
        <ScanStep
          enrolled={step.enrolled}
          onVerified={() => {
            setStep({ name: 'done' });
            props.onChanged();
          }}
          onCancel={() => void cancel()}
        />
      )}
    </div>
  );
}

export function ScanStep(props: { enrolled: Enrolled; onVerified: () => void; onCancel: () => void }) {
  const { t } = useI18n();
  const s = 'dashboard.security.enroll';
  const src = qrImageSrc(props.enrolled.qrCode);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const key = groupKey(props.enrolled.secret);

  async function copy() {
    try {
      await navigator.clipboard.writeText(props.enrolled.secret);
      setCopied('yes');
    } catch {
      setCopied('failed'); // No clipboard permission: the key is on screen, ready to select.
    }
  }

  return (
    <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)]">
      <div className="space-y-3">
        <h4 className="font-medium">{t(`${s}.scanTitle`)}</h4>
        <p className="max-w-xs text-sm text-muted-foreground">{t(`${s}.scanHint`)}</p>
        {src ? (
          // The QR code stays black on white in both themes: scanners need the contrast.
          <img
            src={src}
            alt={t(`${s}.qrAlt`)}
            width={192}
            height={192}
            className="size-48 rounded-xl border border-border bg-white p-2"
            data-testid="mfa-qr"
          />
        ) : null}
      </div>
      <div className="min-w-0 space-y-6">
        <div className="space-y-2">
          <h4 className="font-medium">{t(`${s}.manualTitle`)}</h4>
          <div className="flex flex-wrap items-center gap-2">
            <code
              className="rounded-lg bg-muted px-3 py-2 font-mono text-sm tracking-wide break-words select-all"
              data-testid="mfa-secret"
            >
              {key}
            </code>
            <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
              {copied === 'yes' ? <Check aria-hidden /> : <Copy aria-hidden />}
              {t(`${s}.copy`)}
            </Button>
          </div>
          <p role="status" className="text-sm text-muted-foreground empty:hidden">
            {copied === 'yes' ? t(`${s}.copied`) : copied === 'failed' ? t(`${s}.copyFailed`) : ''}
          </p>
        </div>
        <div className="space-y-3">
          <h4 className="font-medium">{t(`${s}.codeTitle`)}</h4>
          <CodeForm
            id="mfa-enroll-code"
            factorId={props.enrolled.id}
            submitLabel={t(`${s}.confirm`)}
            onVerified={props.onVerified}
          >
            <Button type="button" variant="ghost" className="w-full" onClick={props.onCancel}>
              {t(`${s}.cancel`)}
            </Button>
          </CodeForm>
        </div>
      </div>
    </div>
  );
}
