import { mailboxMessageSchema, type MailboxSummary } from '@contracts/mailbox';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Language } from '@contracts/i18n';
import { ApiError } from '@web/lib/api';
import { I18nProvider } from '@web/lib/i18n';
import { mailboxQuery } from './api/get-mailbox';
import { mailboxKeys } from './api/paths';
import { timeAgo } from './components/format';
import MailboxScreen from './screens/mailbox';

const now = Date.now();
const summaries: MailboxSummary[] = [
  {
    id: 2,
    to: 'ana@example.com',
    subject: 'Confirma tu correo en Estudio',
    createdAt: new Date(now - 90_000).toISOString(),
    links: ['https://estudio.example/auth/v1/verify?token=abc&type=signup'],
  },
  { id: 1, to: 'luis@example.com', subject: 'Hola', createdAt: new Date(now).toISOString(), links: [] },
];

/** The screen as the server would render it, with the mailbox answers already in the cache. */
function render(lang: Language, url: string, seed: (client: QueryClient) => unknown) {
  // No fetching while rendering: what is in the cache is what the screen shows.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  return Promise.resolve(seed(client)).then(() =>
    renderToString(
      <QueryClientProvider client={client}>
        <I18nProvider lang={lang} onChange={() => {}}>
          <StaticRouter location={url}>
            <MailboxScreen />
          </StaticRouter>
        </I18nProvider>
      </QueryClientProvider>,
    ),
  );
}

describe('the mailbox screen', () => {
  it('lists the mails and shows the chosen one: headers, links, sandboxed HTML without scripts', async () => {
    const html = await render('en', '/dev/mailbox?id=2', (client) => {
      client.setQueryData(mailboxKeys.list(''), summaries);
      client.setQueryData(
        mailboxKeys.message(2),
        mailboxMessageSchema.parse({
          ...summaries[0],
          from: 'Estudio <no-reply@estudio.local>',
          text: 'Confirm: https://estudio.example/auth/v1/verify?token=abc&type=signup',
          htmlUrl: '/api/dev/mailbox/2/html',
        }),
      );
    });
    expect(html).toContain('Confirma tu correo en Estudio');
    expect(html).toContain('luis@example.com');
    expect(html).toContain('<iframe sandbox src="/api/dev/mailbox/2/html"');
    expect(html).not.toContain('allow-scripts');
    expect(html).toContain('href="https://estudio.example/auth/v1/verify?token=abc&amp;type=signup"');
    expect(html).toContain('Back to the inbox');
    expect(html).toContain('Clear mailbox');
  });

  it('says when the mailbox is empty, in Spanish', async () => {
    const html = await render('es', '/dev/mailbox', (client) =>
      client.setQueryData(mailboxKeys.list(''), []),
    );
    expect(html).toContain('Todavía no hay correos');
    expect(html).toContain('Ningún mensaje seleccionado');
  });

  it.each(['es', 'en'] as const)(
    'explains in %s that the mailbox is off when the server has none',
    async (lang) => {
      const html = await render(lang, '/dev/mailbox', (client) =>
        client.prefetchQuery({
          ...mailboxQuery(''),
          queryFn: () => Promise.reject(new ApiError(404, undefined)),
        }),
      );
      expect(html).toContain('data-testid="mailbox-off"');
      expect(html).toContain(lang === 'es' ? 'El buzón local está apagado' : 'The local mailbox is off');
      expect(html).not.toContain('data-testid="mailbox"');
    },
  );
});

describe('the locked mailbox', () => {
  it.each(['es', 'en'] as const)(
    'says in %s how to open it when this browser has no key (401)',
    async (lang) => {
      const html = await render(lang, '/dev/mailbox', (client) =>
        client.prefetchQuery({
          ...mailboxQuery(''),
          queryFn: () => Promise.reject(new ApiError(401, undefined)),
        }),
      );
      expect(html).toContain('data-testid="mailbox-locked"');
      expect(html).toContain(lang === 'es' ? 'El buzón local está cerrado' : 'The local mailbox is locked');
      expect(html).toContain('/dev/mailbox?key=');
      expect(html).not.toContain('data-testid="mailbox"');
    },
  );
});

describe('timeAgo', () => {
  it('says how long ago in the reader language', () => {
    const base = Date.parse('2026-05-01T12:00:00Z');
    expect(timeAgo('2026-05-01T12:00:00Z', base, 'en')).toBe('now');
    expect(timeAgo('2026-05-01T11:58:30Z', base, 'en')).toBe('2 min. ago');
    expect(timeAgo('2026-05-01T09:00:00Z', base, 'es')).toBe('hace 3 h');
    expect(timeAgo('2026-04-28T12:00:00Z', base, 'en')).toBe('3 days ago');
  });
});
