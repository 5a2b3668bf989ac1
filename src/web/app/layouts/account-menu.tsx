import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useDeferredMenu } from '@web/components/ui/deferred-menu';
import { useAuth } from '@web/lib/auth';
import { useI18n } from '@web/lib/i18n';
import { headerMenus } from './header-menus-loader';
import { AccountMenuButton } from './menu-buttons';

/** The header's account entry on wider screens: "Sign in", or the signed-in person's menu. */
export function AccountMenu() {
  const { t } = useI18n();
  const auth = useAuth();
  // Until the session is known, hold the place without guessing (server markup matches the first render).
  if (auth.loading) return <span aria-hidden className="hidden w-8 md:block lg:w-24" />;
  if (!auth.authenticated)
    return (
      <Button asChild variant="ghost" size="sm" className="hidden px-2 md:inline-flex lg:px-3.5">
        <Link to="/auth" data-testid="sign-in-link">
          <LogIn aria-hidden />
          <span className="sr-only lg:not-sr-only">{t('common.account.signIn')}</span>
        </Link>
      </Button>
    );
  return <SignedInMenu displayName={auth.displayName} />;
}

/** The signed-in person's menu; its code loads when it is first opened. */
function SignedInMenu({ displayName }: { displayName: string }) {
  const menu = useDeferredMenu(headerMenus);
  if (menu.Loaded) return <menu.Loaded.AccountMenu openedBy={menu.openedBy} />;
  return <AccountMenuButton displayName={displayName} {...menu.trigger} />;
}
