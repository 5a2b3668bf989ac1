import { Link, NavLink } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useDeferredMenu } from '@web/components/ui/deferred-menu';
import { Container } from '@web/components/ui/layout';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { AccountMenu } from './account-menu';
import { headerMenus } from './header-menus-loader';
import { MobileMenuButton } from './menu-buttons';
import { navItems } from './nav-items';
import { LanguageToggle, ThemeMenu } from './preferences';

const navLinkClass =
  'whitespace-nowrap rounded-full px-2 py-2 text-sm text-muted-foreground transition-colors hover:text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring lg:px-3';

export function SiteHeader() {
  const { t } = useI18n();
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <Container className="flex h-16 items-center justify-between gap-2 lg:gap-4">
        <Link
          to="/app"
          className="font-display text-xl tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring rounded"
        >
          {t('common.brand')}
          <span className="text-accent">.</span>
        </Link>
        <nav aria-label={t('common.nav.label')} className="hidden md:block">
          <ul className="flex items-center lg:gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                {item.to.includes('#') ? (
                  // A section of a page is never "the current page".
                  <Link to={item.to} className={navLinkClass}>
                    {t(item.label)}
                  </Link>
                ) : (
                  <NavLink
                    to={item.to}
                    end
                    className={({ isActive }) => cn(navLinkClass, isActive && 'text-foreground')}
                  >
                    {t(item.label)}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <LanguageToggle />
          <ThemeMenu />
          <AccountMenu />
          <Button asChild size="sm" className="ml-1 hidden md:inline-flex lg:ml-2">
            <Link to="/calendar-booking">{t('common.nav.book')}</Link>
          </Button>
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}

/** The phone menu; the sheet's code loads when it is first opened. */
function MobileMenu() {
  const menu = useDeferredMenu(headerMenus);
  if (menu.Loaded) return <menu.Loaded.MobileMenu />;
  return <MobileMenuButton {...menu.dialogTrigger} />;
}
