import { contactColumns, type ContactColumn, type ContactView } from '@contracts/contacts';
import { useQuery } from '@tanstack/react-query';
import { Columns3, Save, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@web/components/ui/dialog';
import { Input, Label } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
import { useDeleteView, useSaveView, viewsQuery } from '../api/queries';
import { optionalColumns } from './leads-table';
import { paramsFromView, viewFromParams, type LeadsView } from './url-state';

/** The view's content as saved: filters, columns and sort (paging and the open contact are not). */
const contentOf = (view: LeadsView): ContactView['view'] => ({
  filters: view.filters,
  columns: view.columns,
  sort: view.sort,
  order: view.order,
});

/**
 * A view's content as the address holds it once applied: written, read back and written again, so the filters
 * are trimmed and checked, blanks and defaults left out, the columns in the list's order, in one fixed order of
 * keys. A saved view comes back from the API in the contract's key order (the stored JSON's, even another one),
 * the screen's filters in the URL reader's, so comparing the objects as they are never matched.
 */
const contentKey = (content: ContactView['view']) =>
  paramsFromView(viewFromParams(paramsFromView({ ...content, page: 0, id: '' }))).toString();

/** Whether two contents show the same list (the current view is the saved one). */
export const sameContent = (a: ContactView['view'], b: ContactView['view']) =>
  contentKey(a) === contentKey(b);

/**
 * Saved views (a name for the current filters, columns and sort), the choice of columns, and deleting a view
 * (after a confirmation naming it).
 */
export function SavedViews(props: { view: LeadsView; onApply: (patch: Partial<LeadsView>) => void }) {
  const { t } = useI18n();
  const id = useId();
  const views = useQuery(viewsQuery());
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<ContactView | null>(null);
  const [name, setName] = useState('');
  const [notice, setNotice] = useState('');
  const list = views.data?.views ?? [];
  // The view last picked or saved, so that of two views with the same content the one chosen shows.
  const [picked, setPicked] = useState('');
  const matching = list.filter((v) => sameContent(v.view, contentOf(props.view)));
  const current = matching.find((v) => v.id === picked) ?? matching[0];
  const save = useSaveView({
    onSuccess: (saved) => {
      setPicked(saved.id);
      setSaving(false);
      setNotice(t('admin.leads.views.saved', { name: saved.name }));
    },
  });
  const remove = useDeleteView({ onSuccess: () => setDeleting(null) });
  const toggle = (column: ContactColumn, on: boolean) =>
    props.onApply({
      columns: contactColumns.filter((c) => (c === column ? on : props.view.columns.includes(c))),
    });

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="space-y-1">
        <Label htmlFor={`${id}-view`} className="text-xs text-muted-foreground">
          {t('admin.leads.views.label')}
        </Label>
        <NativeSelect
          id={`${id}-view`}
          className="w-56"
          value={current?.id ?? ''}
          onChange={(event) => {
            const chosen = list.find((v) => v.id === event.target.value);
            setNotice('');
            setPicked(chosen?.id ?? '');
            if (chosen) props.onApply({ ...chosen.view, page: 0 });
          }}
        >
          <option value="">{t('admin.leads.views.none')}</option>
          {list.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {current ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={t('admin.leads.views.delete', { name: current.name })}
          onClick={() => setDeleting(current)}
        >
          <Trash2 aria-hidden />
        </Button>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => {
          setName(current?.name ?? '');
          setSaving(true);
        }}
      >
        <Save aria-hidden />
        {t('admin.leads.views.save')}
      </Button>
      <details className="relative">
        <summary className="inline-flex h-8 cursor-pointer list-none items-center gap-1.5 rounded-full border border-border px-3.5 text-xs hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <Columns3 aria-hidden className="size-4" />
          {t('admin.leads.views.columns')}
        </summary>
        <fieldset className="absolute right-0 z-20 mt-1 w-52 space-y-1 rounded-xl border border-border bg-background p-3 shadow-lg">
          <legend className="sr-only">{t('admin.leads.views.columns')}</legend>
          {optionalColumns.map((column) => (
            <label key={column.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={props.view.columns.includes(column.id)}
                onChange={(event) => toggle(column.id, event.target.checked)}
              />
              {t(column.label)}
            </label>
          ))}
        </fieldset>
      </details>
      <p aria-live="polite" className="w-full text-xs text-muted-foreground empty:hidden">
        {notice}
      </p>
      <Dialog open={saving} onOpenChange={setSaving}>
        <DialogContent title={t('admin.leads.views.saveTitle')} description={t('admin.leads.views.saveHint')}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (name.trim()) save.mutate({ name, view: contentOf(props.view) });
            }}
          >
            <Label htmlFor={`${id}-name`}>{t('admin.leads.views.name')}</Label>
            <Input
              id={`${id}-name`}
              className="mt-1.5"
              value={name}
              maxLength={60}
              required
              autoFocus
              onChange={(event) => setName(event.target.value)}
            />
            {save.isError ? (
              <p role="alert" className="mt-2 text-sm text-destructive">
                {t('admin.leads.views.error')}
              </p>
            ) : null}
            <DialogActions>
              <Button type="button" variant="ghost" onClick={() => setSaving(false)}>
                {t('admin.leads.views.cancel')}
              </Button>
              <Button type="submit" disabled={save.isPending || !name.trim()}>
                {t('admin.leads.views.saveDo')}
              </Button>
            </DialogActions>
          </form>
        </DialogContent>
      </Dialog>
      <Dialog open={deleting !== null} onOpenChange={(open) => (open ? null : setDeleting(null))}>
        <DialogContent title={t('admin.leads.views.deleteConfirm', { name: deleting?.name ?? '' })}>
          <DialogActions>
            <Button type="button" variant="ghost" onClick={() => setDeleting(null)}>
              {t('admin.leads.views.cancel')}
            </Button>
            <Button
              type="button"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting.id)}
            >
              {t('admin.leads.views.delete', { name: deleting?.name ?? '' })}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </div>
  );
}
