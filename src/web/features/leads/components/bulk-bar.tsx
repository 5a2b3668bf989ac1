import { leadStatuses, type LeadStatus } from '@contracts/leads';
import type { BulkInput, BulkResult, ContactSelection, ContactTag } from '@contracts/contacts';
import { useQuery } from '@tanstack/react-query';
import { ListTodo, Download, LoaderCircle, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@web/components/ui/dialog';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
import { useFileExport } from '@web/lib/use-file-export';
import { downloadContacts, tagsQuery, useBulkChange } from '../api/queries';
import { formatNumber, statusKey } from './format';
import { NewTagDialog } from './new-tag-dialog';
import { BulkTaskDialog } from './bulk-task-dialog';

const NEW_TAG = '__new__';

/**
 * What the owner can do with the selected contacts: change their status, add or remove a tag (a new one
 * made on the spot), assign a task (one each, ADR 048), export them. A change to every contact matching the filter asks first; each change is
 * one request, done in one transaction on the server (all or nothing).
 */
export function BulkBar(props: {
  selection: ContactSelection;
  count: number;
  total: number;
  allMatching: boolean;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  const { t, lang } = useI18n();
  const id = useId();
  const tags = useQuery(tagsQuery());
  const [pending, setPending] = useState<BulkInput['action'] | null>(null);
  const [newTagOpen, setNewTagOpen] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [taskOpen, setTaskOpen] = useState(false);
  const [taskDone, setTaskDone] = useState(false);
  const change = useBulkChange({
    onSuccess: (answer, input) => {
      setResult(answer);
      setTaskDone(input.action.type === 'task');
    },
  });
  const send = (action: BulkInput['action'], options?: Parameters<typeof change.mutate>[1]) =>
    change.mutate({ selection: props.selection, action }, options);
  const run = (action: BulkInput['action']) => {
    setResult(null);
    if (props.allMatching) setPending(action);
    else send(action);
  };
  const csv = useFileExport(() => downloadContacts(props.selection, 'csv', lang));
  const xlsx = useFileExport(() => downloadContacts(props.selection, 'xlsx', lang));
  const tooManyToExport = props.selection.mode === 'ids' && props.selection.ids.length > 500;
  const list: ContactTag[] = tags.data?.tags ?? [];

  return (
    <div
      role="toolbar"
      aria-label={t('admin.leads.bulk.toolbar')}
      data-testid="bulk-bar"
      className="space-y-3 rounded-2xl border border-accent/40 bg-accent/5 p-3"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <span className="font-medium" aria-live="polite">
          {props.allMatching
            ? t('admin.leads.bulk.allSelected', { total: formatNumber(props.total, lang) })
            : t('admin.leads.bulk.selected', { count: props.count })}
        </span>
        {!props.allMatching && props.total > props.count ? (
          <Button type="button" variant="link" size="sm" onClick={props.onSelectAll}>
            {t('admin.leads.bulk.selectAll', { total: formatNumber(props.total, lang) })}
          </Button>
        ) : null}
        <Button type="button" variant="ghost" size="sm" onClick={props.onClear}>
          <X aria-hidden />
          {t('admin.leads.bulk.clear')}
        </Button>
      </div>
      <div className="grid gap-2 sm:grid-cols-[repeat(3,minmax(0,12rem))_auto_auto] sm:items-center">
        <NativeSelect
          aria-label={t('admin.leads.bulk.status')}
          id={`${id}-status`}
          value=""
          disabled={change.isPending}
          onChange={(event) => run({ type: 'status', status: event.target.value as LeadStatus })}
        >
          <option value="">{t('admin.leads.bulk.statusPlaceholder')}</option>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {t(statusKey(status))}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t('admin.leads.bulk.tag')}
          value=""
          disabled={change.isPending}
          onChange={(event) => {
            if (event.target.value === NEW_TAG) setNewTagOpen(true);
            else run({ type: 'tag', tagId: event.target.value });
          }}
        >
          <option value="">{t('admin.leads.bulk.tagPlaceholder')}</option>
          {list.map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.name}
            </option>
          ))}
          <option value={NEW_TAG}>{t('admin.leads.bulk.newTag')}</option>
        </NativeSelect>
        <NativeSelect
          aria-label={t('admin.leads.bulk.untag')}
          value=""
          disabled={change.isPending || list.length === 0}
          onChange={(event) => run({ type: 'untag', tagId: event.target.value })}
        >
          <option value="">{t('admin.leads.bulk.untagPlaceholder')}</option>
          {list.map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.name}
            </option>
          ))}
        </NativeSelect>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={change.isPending}
          onClick={() => {
            change.reset();
            setTaskOpen(true);
          }}
        >
          <ListTodo aria-hidden />
          {t('admin.tasks.bulk.open')}
        </Button>
        <div className="flex flex-wrap gap-2">
          {(
            [
              ['csv', csv, 'admin.leads.bulk.exportCsv'],
              ['xlsx', xlsx, 'admin.leads.bulk.exportXlsx'],
            ] as const
          ).map(([format, exporter, label]) => (
            <Button
              key={format}
              type="button"
              variant="outline"
              size="sm"
              disabled={exporter.busy || tooManyToExport}
              onClick={() => void exporter.run()}
            >
              {exporter.busy ? (
                <LoaderCircle aria-hidden className="animate-spin" />
              ) : (
                <Download aria-hidden />
              )}
              {t(label)}
            </Button>
          ))}
        </div>
      </div>
      <div aria-live="polite" className="text-sm">
        {change.isPending ? <p>{t('admin.leads.bulk.busy')}</p> : null}
        {result && taskDone ? (
          <p data-testid="bulk-result">{t('admin.tasks.bulk.done', { count: result.changed })}</p>
        ) : result ? (
          <p data-testid="bulk-result">
            {t('admin.leads.bulk.done', {
              changed: result.changed,
              matched: formatNumber(result.matched, lang),
            })}
          </p>
        ) : null}
        {change.isError && !taskOpen ? (
          <p role="alert" className="text-destructive">
            {t('admin.leads.bulk.error')}
          </p>
        ) : null}
        {csv.failed || xlsx.failed ? (
          <p role="alert" className="text-destructive">
            {t('admin.leads.export.error')}
          </p>
        ) : null}
        {tooManyToExport ? (
          <p className="text-muted-foreground">{t('admin.leads.bulk.exportLimit')}</p>
        ) : null}
      </div>
      <Dialog open={pending !== null} onOpenChange={(open) => (open ? null : setPending(null))}>
        <DialogContent title={t('admin.leads.bulk.confirmAll', { total: formatNumber(props.total, lang) })}>
          <DialogActions>
            <Button type="button" variant="ghost" onClick={() => setPending(null)}>
              {t('admin.leads.tags.cancel')}
            </Button>
            <Button
              type="button"
              onClick={() => {
                if (pending) send(pending);
                setPending(null);
              }}
            >
              {t('admin.leads.bulk.confirm')}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
      <BulkTaskDialog
        open={taskOpen}
        onOpenChange={setTaskOpen}
        target={
          props.allMatching
            ? t('admin.tasks.bulk.targetAll', { total: formatNumber(props.total, lang) })
            : t('admin.tasks.bulk.target', { count: props.count })
        }
        busy={change.isPending}
        error={change.error}
        onSubmit={(input) => {
          setResult(null);
          send({ type: 'task', ...input }, { onSuccess: () => setTaskOpen(false) });
        }}
      />
      <NewTagDialog
        open={newTagOpen}
        onOpenChange={setNewTagOpen}
        onCreated={(tag) => {
          setNewTagOpen(false);
          run({ type: 'tag', tagId: tag.id });
        }}
      />
    </div>
  );
}
