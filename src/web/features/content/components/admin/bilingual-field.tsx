import type { LocalizedText } from '@contracts/content';
import { useId } from 'react';
import { Badge } from '@web/components/ui/badge';
import { FieldError, Input, Label, Textarea } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { useErrorText } from './form-bits';
import { errorAt, type FieldErrors } from './logic';

const langs = ['es', 'en'] as const;

/**
 * One text in both languages: Spanish and English side by side on wide screens, stacked on phones.
 * A language written only in the other one is marked "missing" (the site falls back to the other).
 */
export function BilingualField(props: {
  label: string;
  /** The field's path in the form's errors ("title", "links.0.label"). */
  path: string;
  value: LocalizedText;
  onChange: (value: LocalizedText) => void;
  errors: FieldErrors;
  multiline?: boolean;
  rows?: number;
  hint?: string;
  className?: string;
}) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const baseId = useId();
  const whole = errorAt(props.errors, props.path);
  const hintId = `${baseId}-hint`;
  const wholeId = `${baseId}-error`;
  return (
    <div role="group" aria-labelledby={`${baseId}-label`} className={cn('space-y-2', props.className)}>
      <p id={`${baseId}-label`} className="sr-only">
        {props.label}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {langs.map((lang) => {
          const other = lang === 'es' ? 'en' : 'es';
          const missing = props.value[lang].trim() === '' && props.value[other].trim() !== '';
          const own = errorAt(props.errors, `${props.path}.${lang}`);
          const id = `${baseId}-${lang}`;
          const describedBy = [props.hint ? hintId : '', whole ? wholeId : '', own ? `${id}-error` : '']
            .filter(Boolean)
            .join(' ');
          const control = {
            id,
            lang,
            value: props.value[lang],
            'aria-invalid': whole || own ? (true as const) : undefined,
            'aria-describedby': describedBy || undefined,
          };
          return (
            <div key={lang} className="min-w-0 space-y-1.5">
              <div className="flex items-center justify-between gap-2">
                <Label htmlFor={id}>
                  {t('contentAdmin.common.inLanguage', {
                    field: props.label,
                    lang: t(`contentAdmin.common.languages.${lang}`),
                  })}
                </Label>
                {missing ? (
                  <Badge variant="accent" className="shrink-0" data-testid={`missing-${lang}`}>
                    {t('contentAdmin.common.missingOne')}
                  </Badge>
                ) : null}
              </div>
              {props.multiline ? (
                <Textarea
                  {...control}
                  rows={props.rows ?? 4}
                  className="min-h-0"
                  onChange={(event) => props.onChange({ ...props.value, [lang]: event.target.value })}
                />
              ) : (
                <Input
                  {...control}
                  onChange={(event) => props.onChange({ ...props.value, [lang]: event.target.value })}
                />
              )}
              {own ? <FieldError id={`${id}-error`}>{errorText(own)}</FieldError> : null}
            </div>
          );
        })}
      </div>
      {props.hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
      {whole ? <FieldError id={wholeId}>{errorText(whole)}</FieldError> : null}
    </div>
  );
}
