import type { Factor } from '@supabase/auth-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Language } from '@contracts/i18n';
import { AuthProvider } from '@web/lib/auth';
import { I18nProvider, translate } from '@web/lib/i18n';
import { CodeStep } from './code-step';
import { ScanStep } from './enroll-panel';
import { FactorList } from './factor-list';

function render(lang: Language, node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderToString(
    <QueryClientProvider client={client}>
      <I18nProvider lang={lang} onChange={() => {}}>
        <AuthProvider>
          <StaticRouter location="/dashboard">{node}</StaticRouter>
        </AuthProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const attrs = (html: string, id: string) => html.match(new RegExp(`<input[^>]*id="${id}"[^>]*>`))?.[0] ?? '';

describe('the sign-in’s code step', () => {
  it.each(['es', 'en'] as const)(
    'asks for the 6-digit code as phones and password managers expect (%s)',
    (lang) => {
      const html = render(lang, <CodeStep onCancel={() => {}} />);
      const input = attrs(html, 'mfa-code');
      expect(input).toContain('inputmode="numeric"');
      expect(input).toContain('autocomplete="one-time-code"');
      expect(input).toContain('name="code"');
      expect(input).not.toContain('maxLength'); // a pasted "123 456" arrives whole
      expect(input).toMatch(/aria-describedby="mfa-code-hint"/);
      expect(html).toContain(
        `<label for="mfa-code" class="text-sm font-medium">${translate(lang, 'auth.mfa.code')}</label>`,
      );
      expect(html).toContain(translate(lang, 'auth.mfa.step.title'));
      expect(html).toContain(translate(lang, 'auth.mfa.step.cancel'));
      expect(html).toContain(translate(lang, 'auth.mfa.verify'));
    },
  );

  it('takes the guard’s own title and lead', () => {
    const html = render(
      'en',
      <CodeStep title={translate('en', 'auth.mfa.guard.title')} lead="Lead" onCancel={() => {}} />,
    );
    expect(html).toContain('<h1');
    expect(html).toContain("Confirm it's you");
  });
});

describe('enrolling an authenticator app', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>';
  it.each(['es', 'en'] as const)(
    'shows the QR code with its alt text, the key in fours and the code field (%s)',
    (lang) => {
      const html = render(
        lang,
        <ScanStep
          enrolled={{
            id: 'f1',
            qrCode: `data:image/svg+xml;utf-8,${svg}`,
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          }}
          onVerified={() => {}}
          onCancel={() => {}}
        />,
      );
      // The image's source is an SVG whose `>` may stand unescaped in the attribute: read the tag by its quotes.
      const img = html.match(/<img(?:[^>"]|"[^"]*")*data-testid="mfa-qr"(?:[^>"]|"[^"]*")*>/)?.[0] ?? '';
      expect(img).toContain(`alt="${translate(lang, 'dashboard.security.enroll.qrAlt')}"`);
      expect(img).toContain('src="data:image/svg+xml;utf-8,');
      expect(html).toContain('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
      expect(html).toContain(translate(lang, 'dashboard.security.enroll.copy'));
      expect(attrs(html, 'mfa-enroll-code')).toContain('autocomplete="one-time-code"');
      expect(html).toContain(translate(lang, 'dashboard.security.enroll.confirm'));
    },
  );
});

describe('the list of authenticator apps', () => {
  const factors = [
    {
      id: 'a',
      friendly_name: 'Pixel',
      factor_type: 'totp',
      status: 'verified',
      created_at: '2026-11-26T18:00:00Z',
      updated_at: '2026-11-26T18:00:00Z',
    },
    {
      id: 'b',
      factor_type: 'totp',
      status: 'unverified',
      created_at: '2026-11-20T18:00:00Z',
      updated_at: '2026-11-20T18:00:00Z',
    },
  ] as Factor[];

  it('names each app with its status and the day it was added, and labels its remove button', () => {
    const en = render('en', <FactorList factors={factors} onRemoved={() => {}} />);
    expect(en).toContain('Pixel');
    expect(en).toContain('Active');
    expect(en).toContain('Not confirmed');
    expect(en).toContain('Added on Nov 26, 2026');
    expect(en).toContain('aria-label="Remove Pixel"');
    expect(en).toContain('aria-label="Remove Authenticator app"'); // no name given at enrolment
    const es = render('es', <FactorList factors={factors} onRemoved={() => {}} />);
    expect(es).toContain('Activa');
    expect(es).toContain('Sin confirmar');
    expect(es).toMatch(/Añadida el 26 nov 2026/);
  });
});
