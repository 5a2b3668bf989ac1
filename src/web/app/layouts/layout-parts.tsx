// Pieces every layout uses (the public and account layouts here, the owner's lazily loaded chrome).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '@web/lib/i18n';

/** New screen → top of the page; a #fragment → that section. */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      // An e-mail link's fragment (#access_token=…, #error=…) is not a section, and may not decode.
      let id = '';
      try {
        id = decodeURIComponent(hash.slice(1));
      } catch {
        // Not a section either.
      }
      if (id && !id.includes('=')) document.getElementById(id)?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

export function SkipLink() {
  const { t } = useI18n();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
    >
      {t('common.skipToContent')}
    </a>
  );
}
