import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Language } from '@contracts/i18n';
import './locales/all';
import { messageModuleIds } from './locales';
import { App } from './app/app';
import { isDecodable, matchAppRoute, pathnameOf, UNROUTABLE_PATH } from './app/match';
import { notFoundScreen } from './app/routes';
import { AppProviders } from './app/providers';
import type { SsrState } from './app/ssr-state';
import { setApiFetcher, type Fetcher } from './lib/api';
import { HeadCollector, type HeadData } from './lib/head';
import { HttpStatusCollector } from './lib/http-status';

export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  lang: Language;
  /** Calls the API in-process (no network hop). */
  fetch: Fetcher;
}

export interface RenderResult {
  status: number;
  /** Markup for #root: the rendered screen, or a spinner for screens the browser renders. */
  html: string;
  head: Partial<HeadData>;
  state: SsrState;
  /** Source modules of the screen shown (relative to src/web), for preloading their chunks. */
  modules: string[];
}

const spinnerShell =
  '<div class="flex min-h-dvh items-center justify-center"><span role="status" class="size-6 animate-spin rounded-full border-2 border-muted border-t-accent"></span></div>';

export async function render(request: RenderRequest): Promise<RenderResult> {
  setApiFetcher(request.fetch);
  const routable = isDecodable(request.url);
  const match = routable ? matchAppRoute(pathnameOf(request.url)) : null;

  if (match && !match.route.ssr) {
    return {
      status: 200,
      html: spinnerShell,
      head: {},
      state: { lang: request.lang, rendered: false, queries: null },
      modules: [match.route.screen.moduleId, ...messageModuleIds(request.lang, match.route.screen.messages)],
    };
  }

  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const screen = match ? match.route.screen : notFoundScreen;
  // A failed prefetch is rendered like in the browser (empty or error state); it never fails the page.
  const prefetches = match?.route.prefetch
    ? await Promise.resolve(match.route.prefetch({ params: match.params, lang: request.lang })).catch(
        () => [],
      )
    : [];
  await Promise.all([screen.preload(), ...prefetches.map((query) => queryClient.prefetchQuery(query))]);

  const head: Partial<HeadData> = {};
  const status = { status: match ? 200 : 404 };
  const html = renderToString(
    <HttpStatusCollector target={status}>
      <HeadCollector target={head}>
        <AppProviders initialLanguage={request.lang} queryClient={queryClient}>
          <StaticRouter location={routable ? request.url : UNROUTABLE_PATH}>
            <App />
          </StaticRouter>
        </AppProviders>
      </HeadCollector>
    </HttpStatusCollector>,
  );
  // A 404 is an answer, not a fault: hand it over so the browser shows the same not-found state, without asking again.
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' || (query.state.error as { status?: unknown } | null)?.status === 404,
  });
  queryClient.clear();
  return {
    status: status.status,
    html,
    head,
    state: { lang: request.lang, rendered: true, queries },
    modules: [screen.moduleId, ...messageModuleIds(request.lang, screen.messages)],
  };
}
