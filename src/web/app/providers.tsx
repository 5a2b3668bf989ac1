import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Language } from '@contracts/i18n';
import { I18nProvider, storeLanguage } from '@web/lib/i18n';
import { ThemeProvider } from '@web/lib/theme';

export function AppProviders(props: {
  initialLanguage: Language;
  /** The visitor's stored choice, applied after hydration (when it differs from the rendered language). */
  storedLanguage?: Language | null;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const [lang, setLang] = useState<Language>(props.initialLanguage);
  const changeLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    setLang(next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const { storedLanguage } = props;
  useEffect(() => {
    // Re-storing also restores the cookie, so the server renders the choice next time.
    if (storedLanguage) changeLanguage(storedLanguage);
    // Only once, after the first render: later changes come from the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // Marks the app as interactive (hydrated or rendered): end-to-end tests wait for it.
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <QueryClientProvider client={props.queryClient}>
      <ThemeProvider>
        <I18nProvider lang={lang} onChange={changeLanguage}>
          {props.children}
        </I18nProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
