import type { LocalizedText } from '@contracts/content';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { useI18n } from '@web/lib/i18n';
import { BilingualField } from './bilingual-field';
import { PlainField } from './form-bits';
import type { FieldErrors } from './logic';

type Link = { label: LocalizedText; url: string };

/** A project's links: a label in both languages and an address each. */
export function LinksField(props: { value: Link[]; onChange: (links: Link[]) => void; errors: FieldErrors }) {
  const { t } = useI18n();
  const l = 'contentAdmin.projects.links';
  const set = (index: number, patch: Partial<Link>) =>
    props.onChange(props.value.map((link, i) => (i === index ? { ...link, ...patch } : link)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{t(`${l}.title`)}</legend>
      {props.value.length === 0 ? <p className="text-sm text-muted-foreground">{t(`${l}.empty`)}</p> : null}
      {props.value.map((link, index) => (
        <div key={index} className="space-y-3 rounded-xl border border-border p-3">
          <BilingualField
            label={t(`${l}.label`, { number: index + 1 })}
            path={`links.${index}.label`}
            value={link.label}
            onChange={(label) => set(index, { label })}
            errors={props.errors}
          />
          <div className="flex items-end gap-2">
            <PlainField
              label={t(`${l}.url`, { number: index + 1 })}
              path={`links.${index}.url`}
              errors={props.errors}
              className="min-w-0 flex-1"
            >
              {(control) => (
                <Input
                  {...control}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={link.url}
                  onChange={(event) => set(index, { url: event.target.value })}
                />
              )}
            </PlainField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="text-destructive"
              onClick={() => props.onChange(props.value.filter((_, i) => i !== index))}
              aria-label={t(`${l}.remove`, { number: index + 1 })}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={props.value.length >= 10}
        onClick={() => props.onChange([...props.value, { label: { es: '', en: '' }, url: '' }])}
      >
        <Plus aria-hidden />
        {t(`${l}.add`)}
      </Button>
    </fieldset>
  );
}
