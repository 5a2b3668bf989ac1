import { ChevronDown, LayoutDashboard, LogIn, LogOut, Settings, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { SheetClose } from '@web/components/ui/sheet';
import { useAuth } from '@web/lib/auth';
import { useI18n } from '@web/lib/i18n';

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
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="hidden max-w-48 px-2 md:inline-flex lg:px-3.5"
          aria-label={t('common.account.menuLabel', { name: auth.displayName })}
          data-testid="user-menu"
        >
          <UserRound aria-hidden />
          <span className="hidden truncate lg:inline">{auth.displayName}</span>
          <ChevronDown aria-hidden className="hidden lg:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="space-y-0.5">
          <span className="block truncate text-sm font-medium text-foreground">{auth.displayName}</span>
          {auth.user?.email && auth.user.email !== auth.displayName ? (
            <span className="block truncate">{auth.user.email}</span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden />
            {t('common.nav.dashboard')}
          </Link>
        </DropdownMenuItem>
        {auth.isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <Settings aria-hidden />
              {t('common.nav.administration')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void auth.signOut()}>
          <LogOut aria-hidden />
          {t('common.account.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const sheetLink = 'flex items-center gap-3 rounded-xl px-3 py-2.5 text-base hover:bg-muted [&_svg]:size-4';

/** The account part of the phone menu. */
export function AccountSheetSection() {
  const { t } = useI18n();
  const auth = useAuth();
  if (auth.loading) return null;
  if (!auth.authenticated)
    return (
      <SheetClose asChild>
        <Link to="/auth" className={sheetLink} data-testid="sign-in-link">
          <LogIn aria-hidden />
          {t('common.account.signIn')}
        </Link>
      </SheetClose>
    );
  return (
    <section aria-labelledby="sheet-account" className="space-y-1 border-t border-border pt-4">
      <h2 id="sheet-account" className="px-3 text-xs text-muted-foreground">
        {t('common.account.title')}
      </h2>
      <p className="truncate px-3 pb-1 font-medium">{auth.displayName}</p>
      <SheetClose asChild>
        <Link to="/dashboard" className={sheetLink}>
          <LayoutDashboard aria-hidden />
          {t('common.nav.dashboard')}
        </Link>
      </SheetClose>
      {auth.isAdmin ? (
        <SheetClose asChild>
          <Link to="/admin" className={sheetLink}>
            <Settings aria-hidden />
            {t('common.nav.administration')}
          </Link>
        </SheetClose>
      ) : null}
      <SheetClose asChild>
        <button type="button" className={`${sheetLink} w-full`} onClick={() => void auth.signOut()}>
          <LogOut aria-hidden />
          {t('common.account.signOut')}
        </button>
      </SheetClose>
    </section>
  );
}
