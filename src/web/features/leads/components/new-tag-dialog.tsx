import { tagColors, type ContactTag, type TagColor } from '@contracts/contacts';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { useCreateTag } from '../api/queries';
import { TagDot } from './badges';

/** Makes a tag: a name and one of the colours (each named, so colour is never the only cue). */
export function NewTagDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (tag: ContactTag) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [name, setName] = useState('');
  const [color, setColor] = useState<TagColor>('blue');
  const create = useCreateTag({
    onSuccess: (tag) => {
      setName('');
      props.onCreated(tag);
    },
  });
  const duplicate = create.error instanceof ApiError && create.error.status === 409;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent title={t('admin.leads.tags.title')}>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) create.mutate({ name, color });
          }}
        >
          <div className="space-y-1.5">
            <label htmlFor={`${id}-name`} className="text-sm font-medium">
              {t('admin.leads.tags.name')}
            </label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={40}
              required
              autoFocus
              aria-invalid={duplicate || undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <fieldset className="space-y-1.5">
            <legend className="text-sm font-medium">{t('admin.leads.tags.color')}</legend>
            <div className="flex flex-wrap gap-2">
              {tagColors.map((c) => (
                <label
                  key={c}
                  className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-border px-2.5 py-1 text-xs has-[:checked]:border-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input
                    type="radio"
                    name={`${id}-color`}
                    value={c}
                    checked={color === c}
                    onChange={() => setColor(c)}
                    className="sr-only"
                  />
                  <TagDot color={c} />
                  {t(`admin.leads.tags.colors.${c}` as MessageKey)}
                </label>
              ))}
            </div>
          </fieldset>
          {create.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t(duplicate ? 'admin.leads.tags.duplicate' : 'admin.leads.tags.error')}
            </p>
          ) : null}
          <DialogActions>
            <Button type="button" variant="ghost" onClick={() => props.onOpenChange(false)}>
              {t('admin.leads.tags.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending || !name.trim()}>
              {t('admin.leads.tags.create')}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
