import { Languages } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useDeferredMenu } from '@web/components/ui/deferred-menu';
import { useI18n } from '@web/lib/i18n';
import { headerMenus } from './header-menus-loader';
import { ThemeMenuButton } from './menu-buttons';

/** Light, dark or the system's; the menu's code loads when it is first opened. */
export function ThemeMenu() {
  const menu = useDeferredMenu(headerMenus);
  if (menu.Loaded) return <menu.Loaded.ThemeMenu openedBy={menu.openedBy} />;
  return <ThemeMenuButton {...menu.trigger} />;
}

/** One tap switches between the two languages; the label names the other one. */
export function LanguageToggle({ className }: { className?: string }) {
  const { lang, t, setLanguage } = useI18n();
  const other = lang === 'es' ? 'en' : 'es';
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      onClick={() => setLanguage(other)}
      aria-label={`${other.toUpperCase()} · ${t('common.language.switchTo')}`}
      lang={other}
      data-testid="language-toggle"
    >
      <Languages aria-hidden />
      <span className="font-semibold uppercase">{other}</span>
    </Button>
  );
}
