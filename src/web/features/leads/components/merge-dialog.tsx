import type { LeadDetail, LeadRow } from '@contracts/leads';
import { useQuery } from '@tanstack/react-query';
import { GitMerge } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { Input, Label } from '@web/components/ui/input';
import { useI18n } from '@web/lib/i18n';
import { useDebouncedText } from '@web/lib/use-debounced-text';
import { contactSearchQuery, useMergeContacts } from '../api/queries';

const who = (c: { name: string | null; email: string }) => (c.name ? `${c.name} (${c.email})` : c.email);

/**
 * Merges another contact into this one: find it, then confirm in words that name both (the other record
 * goes away; its history, tags and e-mail stay here). Merging into itself is not offered (the server refuses it).
 */
export function MergeDialog(props: { detail: LeadDetail }) {
  const { t } = useI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const search = useDebouncedText(query, setQuery);
  const [chosen, setChosen] = useState<LeadRow | null>(null);
  const found = useQuery(contactSearchQuery(query));
  const others = (found.data?.leads ?? []).filter((c) => c.id !== props.detail.id);
  const merge = useMergeContacts(props.detail.id, {
    onSuccess: () => {
      setOpen(false);
      setChosen(null);
      search.reset();
      setQuery('');
    },
  });
  const into = who(props.detail);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setChosen(null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm">
          <GitMerge aria-hidden />
          {t('admin.leads.detail.merge')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('admin.leads.detail.mergeTitle', { name: props.detail.name ?? props.detail.email })}
        description={t('admin.leads.detail.mergeHint')}
      >
        {chosen ? (
          <div className="space-y-3">
            <p className="text-sm" data-testid="merge-confirm">
              {t('admin.leads.detail.mergeConfirm', { from: who(chosen), into })}
            </p>
            {merge.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {t('admin.leads.detail.mergeError')}
              </p>
            ) : null}
            <DialogActions>
              <Button type="button" variant="ghost" onClick={() => setChosen(null)}>
                {t('admin.leads.detail.mergeCancel')}
              </Button>
              <Button
                type="button"
                variant="destructive"
                disabled={merge.isPending}
                onClick={() => merge.mutate(chosen.id)}
              >
                {merge.isPending ? t('admin.leads.detail.merging') : t('admin.leads.detail.mergeDo')}
              </Button>
            </DialogActions>
          </div>
        ) : (
          <div className="space-y-3">
            <Label htmlFor={`${id}-q`}>{t('admin.leads.detail.mergeSearch')}</Label>
            <Input
              id={`${id}-q`}
              type="search"
              autoFocus
              value={search.text}
              maxLength={120}
              onChange={(event) => search.setText(event.target.value)}
            />
            {query.trim().length >= 2 && found.data && others.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('admin.leads.detail.mergeNone')}</p>
            ) : null}
            <ul className="space-y-1">
              {others.map((c) => (
                <li key={c.id}>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="w-full justify-start"
                    aria-label={t('admin.leads.detail.mergeChoose', { email: c.email })}
                    onClick={() => setChosen(c)}
                  >
                    <span className="truncate">{who(c)}</span>
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
