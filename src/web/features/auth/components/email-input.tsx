import type { ComponentProps } from 'react';
import { Input } from '@web/components/ui/input';
import { useI18n } from '@web/lib/i18n';

/** The e-mail box of every account form: the right keyboard, no autocorrection, the shared placeholder. */
export function EmailInput({
  onValueChange,
  ...props
}: Omit<ComponentProps<'input'>, 'onChange' | 'type'> & { onValueChange: (value: string) => void }) {
  const { t } = useI18n();
  return (
    <Input
      name="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder={t('auth.fields.emailPlaceholder')}
      {...props}
      type="email"
      onChange={(e) => onValueChange(e.target.value)}
    />
  );
}
