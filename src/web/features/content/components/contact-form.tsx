import { CheckCircle2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { ContactFormView, type ContactField } from './contact-form-view';
import type { ContactValues, Handover, LiveContactForm } from './contact-form-live';

const fields: ContactField[] = ['name', 'email', 'phone', 'topic', 'message', 'website'];
/** Not imported from the live form's file: that import would bring its code into the page. */
const emptyValues: ContactValues = {
  name: '',
  email: '',
  phone: '',
  topic: '',
  message: '',
  consent: false,
  website: '',
};

// The home page is a public page with a JavaScript budget (ADR 051): the form's code (react-hook-form, zod and
// the contract) loads when someone starts on the form, not with the page.
let live: Promise<typeof LiveContactForm> | null = null;
function loadLiveForm() {
  live ??= import('./contact-form-live')
    .then((m) => m.LiveContactForm)
    .catch((error: unknown) => {
      live = null; // A failed chunk load (flaky connection) may succeed next time.
      throw error;
    });
  return live;
}

/** What the page's form holds: the browser keeps the typed values until the form's code takes over. */
function handoverOf(form: HTMLFormElement | null, submit: boolean): Handover {
  const data = form ? new FormData(form) : null;
  const values = Object.fromEntries(fields.map((f) => [f, String(data?.get(f) ?? '')])) as Omit<
    ContactValues,
    'consent'
  >;
  const active = document.activeElement;
  const focused =
    active instanceof HTMLElement && form?.contains(active) ? active.getAttribute('name') : null;
  return { values: { ...values, consent: data?.get('consent') !== null && data !== null }, focused, submit };
}

/**
 * The contact form on the home page. Rendered with the page and usable at once (the browser keeps what is
 * typed); its checks and sending load on the first focus, pointer or submit and take over with what was typed,
 * where focus was, and the submit if one was made. A lost connection keeps everything typed.
 */
export function ContactForm() {
  const { t } = useI18n();
  const id = useId();
  const shell = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const [waiting, setWaiting] = useState(false);
  const [Live, setLive] = useState<{ Form: typeof LiveContactForm; handover: Handover } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  const start = () => {
    loadLiveForm().then(
      (Form) => {
        setLoadFailed(false);
        setLive((current) => current ?? { Form, handover: handoverOf(shell.current, submitted.current) });
      },
      () => {
        if (submitted.current) setLoadFailed(true);
        submitted.current = false;
        setWaiting(false);
      },
    );
  };

  if (sentTo)
    return (
      <div className="space-y-4 rounded-2xl border border-border bg-card p-6" data-testid="contact-sent">
        <CheckCircle2 aria-hidden className="size-8 text-accent-strong" />
        <h3 className="font-display text-2xl">{t('home.contact.form.sentTitle')}</h3>
        <p className="text-muted-foreground" role="status">
          {t('home.contact.form.sent', { email: sentTo })}
        </p>
        <Button type="button" variant="outline" onClick={() => setSentTo(null)}>
          {t('home.contact.form.another')}
        </Button>
      </div>
    );

  if (Live)
    return (
      <Live.Form
        id={id}
        handover={Live.handover}
        onSent={(email) => {
          setSentTo(email);
          // "Send another" opens the live form empty.
          setLive({ Form: Live.Form, handover: { values: emptyValues, focused: null, submit: false } });
        }}
      />
    );

  return (
    <ContactFormView
      id={id}
      formRef={shell}
      bind={(field) => ({ name: field, defaultValue: '' })}
      bindConsent={() => ({ name: 'consent', defaultChecked: false })}
      error={() => undefined}
      pending={waiting}
      failure={loadFailed ? 'failed' : null}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submitted.current = true;
        setWaiting(true);
        setLoadFailed(false);
        start();
      }}
      onFocus={start}
      onPointerEnter={start}
    />
  );
}
