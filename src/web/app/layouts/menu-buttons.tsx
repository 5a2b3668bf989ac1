// The header menus' buttons, the same before and after a menu has loaded: the eager parts and the loaded
// menus (header-menus.tsx) both render them, so they live apart from both (no import cycle through the loader).
import { ChevronDown, Menu, Moon, Sun, UserRound } from 'lucide-react';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';

/** The account menu's button, the same before and after its menu has loaded. */
export function AccountMenuButton({ displayName, ...props }: ButtonProps & { displayName: string }) {
  const { t } = useI18n();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="hidden max-w-48 px-2 md:inline-flex lg:px-3.5"
      aria-label={t('common.account.menuLabel', { name: displayName })}
      data-testid="user-menu"
      {...props}
    >
      <UserRound aria-hidden />
      <span className="hidden truncate lg:inline">{displayName}</span>
      <ChevronDown aria-hidden className="hidden lg:block" />
    </Button>
  );
}

/** The theme menu's button, the same before and after its menu has loaded. */
export function ThemeMenuButton(props: ButtonProps) {
  const { t } = useI18n();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('common.theme.label')}
      data-testid="theme-menu"
      {...props}
    >
      <Sun aria-hidden className="dark:hidden" />
      <Moon aria-hidden className="hidden dark:block" />
    </Button>
  );
}

/** The phone menu's button, the same before and after its sheet has loaded. */
export function MobileMenuButton(props: ButtonProps) {
  const { t } = useI18n();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-label={t('common.menu')}
      data-testid="mobile-menu"
      {...props}
    >
      <Menu aria-hidden />
    </Button>
  );
}
