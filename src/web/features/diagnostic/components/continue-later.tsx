import type { Answers } from '@contracts/diagnostic';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Notice } from '@web/components/ui/form-notice';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { useI18n } from '@web/lib/i18n';
import { saveDraft, useSendResumeLink } from '../api/diagnostic';
import { EMAIL } from './email';

/**
 * "Continue later": saves the answers as a server draft under an e-mail and mails a link that reopens them on
 * any device. Its own form, outside the questionnaire's (forms do not nest).
 */
export function ContinueLater(props: {
  version: string;
  answers: Answers;
  email: string;
  draftToken: string | undefined;
  onSaved: (email: string, draftToken: string) => void;
}) {
  const { t, lang } = useI18n();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(props.email);
  const [invalid, setInvalid] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<'network' | 'rate' | null>(null);
  const sendLink = useSendResumeLink();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) return setInvalid(true);
    setInvalid(false);
    setFailure(null);
    setSaving(true);
    try {
      // The same e-mail keeps its token; another e-mail starts a draft of its own.
      const token = address === props.email.trim() ? props.draftToken : undefined;
      const saved = await saveDraft({
        version: props.version,
        answers: props.answers,
        email: address,
        draftToken: token,
      });
      props.onSaved(address, saved.draftToken);
      await sendLink.mutateAsync({
        email: address,
        version: props.version,
        draftToken: saved.draftToken,
        language: lang,
      });
      setSentTo(address);
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 429 ? 'rate' : 'network');
    } finally {
      setSaving(false);
    }
  }

  if (!open)
    return (
      <div className="text-center">
        <Button type="button" variant="link" onClick={() => setOpen(true)} data-testid="continue-later">
          <Mail aria-hidden />
          {t('diagnostic.questionnaire.later.open')}
        </Button>
      </div>
    );

  return (
    <section
      aria-labelledby="continue-later-heading"
      className="space-y-4 rounded-2xl border border-border p-5"
    >
      <div className="space-y-1">
        <h2 id="continue-later-heading" className="font-semibold">
          {t('diagnostic.questionnaire.later.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('diagnostic.questionnaire.later.lead')}</p>
      </div>
      {sentTo ? (
        <Notice tone="success" role="status" data-testid="resume-link-sent">
          {t('diagnostic.questionnaire.later.sent', { email: sentTo })}
        </Notice>
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-wrap items-end gap-3">
          <FormField
            label={t('diagnostic.questionnaire.later.email')}
            error={invalid ? t('diagnostic.questionnaire.contact.errors.email') : undefined}
            className="min-w-0 flex-1 basis-60"
          >
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" disabled={saving}>
            {saving ? t('diagnostic.questionnaire.later.sending') : t('diagnostic.questionnaire.later.send')}
          </Button>
        </form>
      )}
      {failure ? (
        <Notice tone="error" role="alert">
          {t(
            failure === 'rate'
              ? 'diagnostic.questionnaire.later.rateLimited'
              : 'diagnostic.questionnaire.later.failed',
          )}
        </Notice>
      ) : null}
    </section>
  );
}
