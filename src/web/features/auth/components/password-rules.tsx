import { Check, Circle } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { passwordRules, type PasswordPolicy } from '../password-policy';

/** Live hints under a new password: each rule of the server's policy, ticked as soon as it is met. */
export function PasswordRules(props: { password: string; policy: PasswordPolicy }) {
  const { t } = useI18n();
  const rules = passwordRules(props.password, props.policy).map((rule) => ({
    met: rule.met,
    label: t(rule.key, rule.vars),
  }));
  return (
    <div>
      <p className="text-muted-foreground">{t('auth.passwordRules.title')}</p>
      <ul className="mt-1.5 grid gap-1">
        {rules.map((rule) => (
          <li
            key={rule.label}
            className={cn('flex items-center gap-2', rule.met ? 'text-foreground' : 'text-muted-foreground')}
          >
            {rule.met ? (
              <Check aria-hidden className="size-3.5 text-accent-strong" />
            ) : (
              <Circle aria-hidden className="size-3.5" />
            )}
            {rule.label}
            <span className="sr-only">
              ({rule.met ? t('auth.passwordRules.met') : t('auth.passwordRules.unmet')})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
