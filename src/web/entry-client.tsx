import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { LANGUAGE_STORAGE_KEY, isLanguage, languageFromBrowser, type Language } from '@contracts/i18n';
import { App } from './app/app';
import { matchAppRoute } from './app/match';
import { notFoundScreen } from './app/routes';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { SSR_STATE_ELEMENT_ID, type SsrState } from './app/ssr-state';

function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}

function detectLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage unavailable: fall back to the browser language.
  }
  return languageFromBrowser(navigator.language);
}

async function start() {
  const state = readSsrState();
  const queryClient = createQueryClient();
  if (state?.queries) hydrate(queryClient, state.queries);
  // The server rendered in the language it was told (cookie or Accept-Language); hydrate in the same one.
  const lang = state?.lang ?? detectLanguage();
  document.documentElement.lang = lang;

  const match = matchAppRoute(decodeURI(window.location.pathname));
  await (match ? match.route.screen : notFoundScreen).preload().catch(() => undefined);

  const app = (
    <StrictMode>
      <AppProviders initialLanguage={lang} queryClient={queryClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (state?.rendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
