import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { cleanCode } from './code';

/**
 * The 6-digit code of an authenticator app: one field (so the phone's keyboard, the browser's one-time-code
 * autofill and pasting "123 456" all work), digits only, large and spaced for reading back.
 */
export function CodeField(props: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  return (
    <FormField id={props.id} label={t('auth.mfa.code')} hint={t('auth.mfa.codeHint')} error={props.error}>
      {(control) => (
        <Input
          {...control}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          // No maxLength: a pasted "123 456" must arrive whole to be cleaned, not cut to "123 45".
          autoFocus={props.autoFocus}
          disabled={props.disabled}
          spellCheck={false}
          value={props.value}
          onChange={(event) => props.onChange(cleanCode(event.target.value))}
          className={cn('h-12 max-w-56 text-center font-mono text-xl tracking-[0.4em]')}
        />
      )}
    </FormField>
  );
}
