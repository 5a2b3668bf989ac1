import type { Language } from '@contracts/i18n';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider, translate } from '@web/lib/i18n';
import { EmailProofPrompt, type EmailProofState } from './email-proof-notice';

const render = (lang: Language, state: EmailProofState) =>
  renderToString(
    <I18nProvider lang={lang} onChange={() => {}}>
      <EmailProofPrompt email="ana@example.com" state={state} onSend={() => {}} />
    </I18nProvider>,
  );

describe('the dashboard’s proof notice', () => {
  it('says what the link is for, in both languages', () => {
    expect(render('en', 'idle')).toContain('Bookings made with this address before you had an account?');
    expect(render('en', 'idle')).toContain("We'll send you a link to prove it's yours.");
    expect(render('es', 'idle')).toContain(translate('es', 'dashboard.emailProof.action'));
    expect(render('es', 'idle')).toContain('ana@example.com');
  });

  it('tells what happened to the request and stops a second send once sent', () => {
    const sent = render('es', 'sent');
    expect(sent).toContain(
      translate('es', 'dashboard.emailProof.sent', { email: 'ana@example.com' }).slice(0, 20),
    );
    expect(sent).toMatch(/<button[^>]*\sdisabled[\s>]/);
    expect(render('en', 'tooSoon')).toContain(translate('en', 'dashboard.emailProof.tooSoon'));
    expect(render('en', 'failed')).toContain(translate('en', 'dashboard.emailProof.failed'));
    expect(render('en', 'idle')).not.toMatch(/<button[^>]*\sdisabled[\s>]/);
  });
});
