import type { AdminResultRow, Distribution } from '@contracts/diagnostic';
import type { Language } from '@contracts/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@web/lib/i18n';
import { diagnosticAdminKeys } from '../../api/admin/queries';
import AdminSubmissionsScreen from '../../screens/admin-submissions';
import { apiQuery, viewFromParams } from './url-state';

const row: AdminResultRow = {
  id: '7d6f0c2e-8a53-4c3b-9d7e-1f2a3b4c5d6e',
  createdAt: '2026-03-04T18:30:00.000Z',
  version: 'v1',
  name: 'Ana Pérez',
  email: 'ana@example.com',
  company: null,
  role: null,
  language: 'es',
  overall: 72,
  level: 'established',
  dimensions: { purpose: 80, positioning: 70, visual: 61, digital: 75, content: 68, reputation: 78 },
  leadId: null,
  shared: false,
};
const distribution: Distribution = {
  total: 1,
  buckets: Array.from({ length: 10 }, (_, i) => ({
    from: i * 10,
    to: i === 9 ? 100 : i * 10 + 9,
    count: i === 7 ? 1 : 0,
  })),
  levels: { emerging: 0, developing: 0, established: 1, leading: 0 },
};

function render(lang: Language, url: string, rows: AdminResultRow[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  const view = viewFromParams(new URL(url, 'http://x').searchParams);
  client.setQueryData(diagnosticAdminKeys.list(apiQuery(view, { paged: true })), {
    results: rows,
    total: rows.length,
  });
  client.setQueryData(diagnosticAdminKeys.distribution(apiQuery(view, { paged: false })), {
    ...distribution,
    total: rows.length,
  });
  return renderToString(
    <QueryClientProvider client={client}>
      <I18nProvider lang={lang} onChange={() => {}}>
        <StaticRouter location={url}>
          <AdminSubmissionsScreen />
        </StaticRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('the brand analysis admin screen', () => {
  it('lists submissions with scores, level and the distribution (en)', () => {
    const html = render('en', '/admin/analisis-marca?sort=overall&order=asc', [row]);
    expect(html).toContain('Ana Pérez');
    expect(html).toContain('ana@example.com');
    expect(html).toContain('Established');
    expect(html).toContain('Score distribution');
    expect(html).toContain('aria-sort="ascending"');
    expect(html).toContain('1–1 of 1');
  });

  it('shows the filtered empty state in Spanish', () => {
    const html = render('es', '/admin/analisis-marca?level=leading', []);
    expect(html).toContain('Ningún diagnóstico coincide con estos filtros');
    expect(html).toContain('Limpiar filtros');
  });
});
