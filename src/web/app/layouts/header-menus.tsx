// The header's menus with their Radix parts, loaded on demand (header-menus-loader.ts): each is mounted
// already open, in place of the trigger its eager part rendered until the visitor opened it.
import { LayoutDashboard, LogIn, LogOut, Monitor, Moon, Settings, Sun } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useKeyboardOpenFocus, type OpenedBy } from '@web/components/ui/deferred-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { Sheet, SheetClose, SheetContent, SheetTrigger } from '@web/components/ui/sheet';
import { useAuth } from '@web/lib/auth';
import { useI18n } from '@web/lib/i18n';
import { useTheme, type Theme } from '@web/lib/theme';
import { AccountMenuButton, MobileMenuButton, ThemeMenuButton } from './menu-buttons';
import { navItems } from './nav-items';

interface OpenedProps {
  openedBy: OpenedBy;
}

export function ThemeMenu({ openedBy }: OpenedProps) {
  const { t } = useI18n();
  const { theme, setTheme } = useTheme();
  const onFocus = useKeyboardOpenFocus(openedBy);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <ThemeMenuButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onFocus={onFocus}>
        <DropdownMenuLabel>{t('common.theme.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
          <DropdownMenuRadioItem value="light">
            <Sun aria-hidden /> {t('common.theme.light')}
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="dark">
            <Moon aria-hidden /> {t('common.theme.dark')}
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="system">
            <Monitor aria-hidden /> {t('common.theme.system')}
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function AccountMenu({ openedBy }: OpenedProps) {
  const { t } = useI18n();
  const auth = useAuth();
  const onFocus = useKeyboardOpenFocus(openedBy);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <AccountMenuButton displayName={auth.displayName} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60" onFocus={onFocus}>
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

/** The phone menu: the site's sections, the account and the booking link in a sheet. */
export function MobileMenu() {
  const { t } = useI18n();
  return (
    <Sheet defaultOpen>
      <SheetTrigger asChild>
        <MobileMenuButton />
      </SheetTrigger>
      <SheetContent title={t('common.menu')} closeLabel={t('common.close')}>
        <nav aria-label={t('common.nav.label')}>
          <ul className="flex flex-col gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <SheetClose asChild>
                  <Link
                    to={item.to}
                    className="block rounded-xl px-3 py-3 font-display text-2xl hover:bg-muted"
                  >
                    {t(item.label)}
                  </Link>
                </SheetClose>
              </li>
            ))}
          </ul>
        </nav>
        <AccountSheetSection />
        <SheetClose asChild>
          <Button asChild size="lg" className="mt-auto">
            <Link to="/calendar-booking">{t('common.nav.book')}</Link>
          </Button>
        </SheetClose>
      </SheetContent>
    </Sheet>
  );
}

const sheetLink = 'flex items-center gap-3 rounded-xl px-3 py-2.5 text-base hover:bg-muted [&_svg]:size-4';

/** The account part of the phone menu. */
function AccountSheetSection() {
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
