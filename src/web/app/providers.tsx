import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Language } from '@contracts/i18n';
import { AuthProvider, useAuth } from '@web/lib/auth';
import { logAuthProblem } from '@web/lib/auth-client';
import { hasMessages, I18nProvider, loadMessages, storeLanguage } from '@web/lib/i18n';
import { savesLanguageChange } from '@web/lib/language-choice';
import { useUpdateProfile } from '@web/lib/profile';
import { ThemeProvider } from '@web/lib/theme';
import { endInitialPass, releaseParts } from '@web/lib/later-hydration';

/**
 * The language rule: the browser's or the stored choice until someone signs in; then the profile's
 * preferred language wins when it holds one (null: no choice, the detected one stays), and a change made while
 * signed in is saved to the profile as well.
 */
function LanguageProvider(props: {
  initialLanguage: Language;
  storedLanguage?: Language | null;
  children: ReactNode;
}) {
  const [lang, setLang] = useState<Language>(props.initialLanguage);
  const { profile, user } = useAuth();
  const userId = user?.id ?? null;
  const { mutate: updateProfile } = useUpdateProfile(userId);
  const profileLanguage = profile?.preferredLanguage ?? null;
  const saves = savesLanguageChange(userId, profile);

  // The last language asked for wins, even when an earlier one's messages arrive later.
  const latest = useRef<Language | null>(null);
  const apply = useCallback((next: Language) => {
    latest.current = next;
    const show = () => {
      if (latest.current !== next) return;
      storeLanguage(next); // Also the cookie, so the server renders this language next time.
      setLang(next);
    };
    if (hasMessages(next)) show();
    else
      loadMessages(next).then(show, (error: unknown) =>
        console.warn('The messages of the chosen language could not be loaded', error),
      );
  }, []);

  const changeLanguage = useCallback(
    (next: Language) => {
      apply(next);
      // Saved on every change (not only when it differs from the loaded profile): a quick es→en→es
      // must end on es even while the first save is still on its way.
      if (saves)
        updateProfile(
          { preferredLanguage: next },
          { onError: (error) => logAuthProblem('the language was not saved to the profile', error) },
        );
    },
    [apply, saves, updateProfile],
  );

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const { storedLanguage } = props;
  useEffect(() => {
    // Re-storing also restores the cookie, so the server renders the choice next time.
    if (storedLanguage) apply(storedLanguage);
    // Only once, after the first render: later changes come from the visitor or the profile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (profileLanguage) apply(profileLanguage);
  }, [profileLanguage, apply]);

  return (
    <I18nProvider lang={lang} onChange={changeLanguage}>
      {props.children}
    </I18nProvider>
  );
}

export function AppProviders(props: {
  initialLanguage: Language;
  /** The visitor's stored choice, applied after hydration (when it differs from the rendered language). */
  storedLanguage?: Language | null;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  // Parts of the page met after the hydration render is committed render at once (lib/later-hydration).
  useLayoutEffect(endInitialPass, []);
  useEffect(() => {
    // Marks the app as interactive (rendered, or hydrated with every part hydrated later): e2e tests wait for it.
    releaseParts(() => {
      document.documentElement.dataset.ready = 'true';
    });
  }, []);
  return (
    <QueryClientProvider client={props.queryClient}>
      <ThemeProvider>
        <AuthProvider>
          <LanguageProvider initialLanguage={props.initialLanguage} storedLanguage={props.storedLanguage}>
            {props.children}
          </LanguageProvider>
        </AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
