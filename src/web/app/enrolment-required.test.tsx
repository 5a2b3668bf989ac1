import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { safeNext } from '@web/features/auth/components/next-param';
import { I18nProvider, translate } from '@web/lib/i18n';
import { EnrolmentRequired, enrolmentPath } from './enrolment-required';

describe('the admin area’s enrolment screen', () => {
  it('sends the admin to the dashboard’s security section with the way back to the screen asked for', () => {
    expect(enrolmentPath('/admin/leads?status=new')).toBe(
      '/dashboard?next=%2Fadmin%2Fleads%3Fstatus%3Dnew#security',
    );
    // The security section reads ?next= through the account screens' same-site rule.
    const back = new URL(enrolmentPath('/admin/reports'), 'http://x.test').searchParams.get('next');
    expect(safeNext(back)).toBe('/admin/reports');
  });

  it.each(['es', 'en'] as const)('says why and links to the enrolment (%s)', (lang) => {
    const html = renderToString(
      <I18nProvider lang={lang} onChange={() => {}}>
        <StaticRouter location="/admin/payments">
          <EnrolmentRequired />
        </StaticRouter>
      </I18nProvider>,
    );
    expect(html).toContain(
      `<h1 class="font-display text-3xl leading-tight tracking-tight text-balance sm:text-4xl">${translate(lang, 'auth.mfa.guard.enrolTitle')}</h1>`,
    );
    expect(html).toContain('href="/dashboard?next=%2Fadmin%2Fpayments#security"');
    expect(html).toContain(translate(lang, 'auth.mfa.guard.enrolAction'));
  });
});
