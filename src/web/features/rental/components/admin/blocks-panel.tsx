import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Notice } from '@web/components/ui/form-notice';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { useI18n } from '@web/lib/i18n';
import { blocksQuery, useBlockNights, useUnblockNights } from '../../api/admin';
import { formatDate } from '../dates';

/** Owner-blocked ranges of nights: list, add, remove. */
export function BlocksPanel() {
  const { lang, t } = useI18n();
  const blocks = useQuery(blocksQuery());
  const [form, setForm] = useState({ from: '', to: '', note: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const add = useBlockNights({
    onSuccess: () => {
      setForm({ from: '', to: '', note: '' });
      setProblem(null);
    },
    onError: (error) =>
      setProblem(
        error instanceof ApiError && error.status === 409
          ? t('rental.admin.blocks.taken')
          : error instanceof ApiError && error.status === 400
            ? t('rental.admin.blocks.invalid')
            : t('rental.admin.blocks.error'),
      ),
  });
  const remove = useUnblockNights();
  const day = (date: string) => formatDate(date, lang, { day: 'numeric', month: 'short', year: 'numeric' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.from || !form.to || form.to <= form.from) return setProblem(t('rental.admin.blocks.invalid'));
    add.mutate(form);
  };

  return (
    <Card className="rounded-xl p-4 sm:p-5">
      <section aria-labelledby="rental-blocks" className="space-y-4">
        <div className="space-y-1">
          <h2 id="rental-blocks" className="text-base font-semibold">
            {t('rental.admin.blocks.heading')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('rental.admin.blocks.lead')}</p>
        </div>
        {blocks.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : blocks.isError ? (
          <Notice tone="error">{t('rental.admin.stays.loadError')}</Notice>
        ) : blocks.data.blocks.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('rental.admin.blocks.empty')}</p>
        ) : (
          <ul className="divide-y divide-border rounded-xl border border-border">
            {blocks.data.blocks.map((b) => {
              const range = `${day(b.from)} → ${day(b.to)}`;
              return (
                <li key={b.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                  <span>
                    {range}
                    {b.note ? <span className="text-muted-foreground"> · {b.note}</span> : null}
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={t('rental.admin.blocks.remove', { range })}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(b.id)}
                  >
                    <X aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <form noValidate onSubmit={submit} className="grid items-end gap-3 sm:grid-cols-2">
          <FormField label={t('rental.admin.blocks.from')}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={form.from}
                onChange={(e) => setForm({ ...form, from: e.target.value })}
              />
            )}
          </FormField>
          <FormField label={t('rental.admin.blocks.to')}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={form.to}
                onChange={(e) => setForm({ ...form, to: e.target.value })}
              />
            )}
          </FormField>
          <FormField label={t('rental.admin.blocks.note')} className="sm:col-span-2">
            {(control) => (
              <Input
                {...control}
                maxLength={200}
                value={form.note}
                onChange={(e) => setForm({ ...form, note: e.target.value })}
              />
            )}
          </FormField>
          <Button type="submit" className="sm:col-span-2 sm:justify-self-start" disabled={add.isPending}>
            {t('rental.admin.blocks.add')}
          </Button>
        </form>
        {problem ? (
          <Notice tone="error" role="alert">
            {problem}
          </Notice>
        ) : null}
      </section>
    </Card>
  );
}
