import { Languages, Monitor, Moon, Sun } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useI18n } from '@web/lib/i18n';
import { useTheme, type Theme } from '@web/lib/theme';

export function ThemeMenu() {
  const { t } = useI18n();
  const { theme, setTheme } = useTheme();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('common.theme.label')} data-testid="theme-menu">
          <Sun aria-hidden className="dark:hidden" />
          <Moon aria-hidden className="hidden dark:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
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
