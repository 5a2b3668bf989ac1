import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Language } from '@contracts/i18n';
import { I18nProvider, storeLanguage } from '@web/lib/i18n';
import { ThemeProvider } from '@web/lib/theme';

export function AppProviders(props: {
  initialLanguage: Language;
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
