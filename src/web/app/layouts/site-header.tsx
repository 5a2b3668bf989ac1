import { Menu } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Container } from '@web/components/ui/layout';
import { Sheet, SheetClose, SheetContent, SheetTrigger } from '@web/components/ui/sheet';
import { cn } from '@web/lib/cn';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { AccountMenu, AccountSheetSection } from './account-menu';
import { LanguageToggle, ThemeMenu } from './preferences';

const navItems: { to: string; label: MessageKey }[] = [
  { to: '/app', label: 'common.nav.home' },
  { to: '/biography', label: 'common.nav.about' },
  { to: '/projects', label: 'common.nav.portfolio' },
  { to: '/app#services', label: 'common.nav.services' },
  { to: '/app#contact', label: 'common.nav.contact' },
];

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
          <Sheet>
            <SheetTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="md:hidden"
                aria-label={t('common.menu')}
                data-testid="mobile-menu"
              >
                <Menu aria-hidden />
              </Button>
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
        </div>
      </Container>
    </header>
  );
}
