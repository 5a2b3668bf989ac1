import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, MemoryRouter } from 'react-router';
import type { Language } from '@contracts/i18n';
import { LANGUAGE_STORAGE_KEY, isLanguage, languageFromBrowser } from '@contracts/language';
import { App } from './app/app';
import { isDecodable, matchAppRoute, pathnameOf, UNROUTABLE_PATH } from './app/match';
import { notFoundScreen } from './app/routes';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { SSR_STATE_ELEMENT_ID, type SsrState } from './app/ssr-state';
import { loadMessages, urlLanguage } from './lib/i18n';
import { beginHydration } from './lib/later-hydration';

function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}

function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // Storage unavailable: the cookie or the browser language decides.
  }
}

async function start() {
  const state = readSsrState();
  const queryClient = createQueryClient();
  if (state?.queries) hydrate(queryClient, state.queries);
  // Server-rendered markup is hydrated in the language it was rendered in (cookie or Accept-Language);
  // a different stored choice (say, the cookie was cleared) is applied right after hydration.
  // A language URL (?lang=es|en) is the visitor's choice for this visit: adopted and stored.
  const stored = urlLanguage() ?? storedLanguage();
  const lang = state?.rendered
    ? state.lang
    : (stored ?? state?.lang ?? languageFromBrowser(navigator.language));
  document.documentElement.lang = lang;

  const routable = isDecodable(window.location.pathname);
  const match = routable ? matchAppRoute(pathnameOf(window.location.pathname)) : null;
  // The screen's code and the messages of the languages about to be shown, in parallel.
  await Promise.all([
    (match ? match.route.screen : notFoundScreen).preload().catch(() => undefined),
    loadMessages(lang),
    stored && stored !== lang ? loadMessages(stored).catch(() => undefined) : undefined,
  ]);

  const app = (
    <StrictMode>
      <AppProviders initialLanguage={lang} storedLanguage={stored} queryClient={queryClient}>
        {routable ? (
          <BrowserRouter>
            <App />
          </BrowserRouter>
        ) : (
          // A malformed address: show not-found, as the server did.
          <MemoryRouter initialEntries={[UNROUTABLE_PATH]}>
            <App />
          </MemoryRouter>
        )}
      </AppProviders>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // Hydration in a task of its own: when the screen and texts were already preloaded, the awaits above settle
  // at once and evaluating the modules plus hydrating the page would be one long task (issue 23: blocking
  // time on a phone); yielding lets the browser handle input and paint in between.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (state?.rendered) {
    beginHydration();
    hydrateRoot(root, app);
  } else createRoot(root).render(app);
}

void start();
