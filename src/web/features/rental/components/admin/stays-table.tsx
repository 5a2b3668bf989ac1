import { stayStatuses, type AdminStay, type StayStatus } from '@contracts/rental';
import { useQuery } from '@tanstack/react-query';
import { BedDouble } from 'lucide-react';
import { useState } from 'react';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/admin-table';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ListEmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { adminStaysQuery, useStayAction, type StayAction as Action } from '../../api/admin';
import { formatDate, formatMxn } from '../dates';

const COLUMNS = 6;

/** Confirm a stay paid outside the site, or cancel one; each asks once before it acts. */
function ActionsCell(props: { stay: AdminStay }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState<Action | null>(null);
  const act = useStayAction(props.stay.id, { onSuccess: () => setAsking(null) });
  const s = props.stay.status;
  const can: Record<Action, boolean> = {
    confirm: ['held', 'pending_payment', 'expired'].includes(s),
    cancel: ['held', 'pending_payment', 'confirmed'].includes(s),
  };
  if (asking)
    return (
      <div className="flex flex-wrap items-center justify-end gap-2" role="group">
        <span className="text-xs text-muted-foreground">
          {t(asking === 'confirm' ? 'rental.admin.stays.confirmAsk' : 'rental.admin.stays.confirmCancel', {
            name: props.stay.name,
          })}
        </span>
        <Button
          type="button"
          variant={asking === 'cancel' ? 'destructive' : 'default'}
          size="sm"
          disabled={act.isPending}
          onClick={() => act.mutate(asking)}
        >
          {t(asking === 'confirm' ? 'rental.admin.stays.confirmYes' : 'rental.admin.stays.yes')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setAsking(null)}>
          {t('rental.admin.stays.no')}
        </Button>
        {act.isError ? (
          <p role="alert" className="w-full text-right text-xs text-destructive">
            {t('rental.admin.stays.actionFailed')}
          </p>
        ) : null}
      </div>
    );
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {can.confirm ? (
        <Button type="button" variant="outline" size="sm" onClick={() => setAsking('confirm')}>
          {t('rental.admin.stays.confirm')}
        </Button>
      ) : null}
      {can.cancel ? (
        <Button type="button" variant="outline" size="sm" onClick={() => setAsking('cancel')}>
          {t('rental.admin.stays.cancel')}
        </Button>
      ) : null}
    </div>
  );
}

/** The owner's list of stays, by check-in, with a status filter and cancellation. */
export function StaysTable() {
  const { lang, t } = useI18n();
  const [status, setStatus] = useState<StayStatus | ''>('');
  const stays = useQuery(adminStaysQuery(status));
  const money = (amount: number, currency: string) => formatMxn(amount, currency, lang);
  const day = (date: string) => formatDate(date, lang, { day: 'numeric', month: 'short', year: 'numeric' });

  let rows;
  if (stays.isPending)
    rows = [0, 1, 2].map((i) => (
      <TableRow key={i}>
        <TableCell colSpan={COLUMNS}>
          <Skeleton className="h-6 w-full" />
        </TableCell>
      </TableRow>
    ));
  else if (stays.isError || stays.data.stays.length === 0)
    rows = (
      <TableRow>
        <TableCell colSpan={COLUMNS} className="p-4">
          {stays.isError ? (
            <ListEmptyState
              kind="error"
              title={t('rental.admin.stays.loadError')}
              description=""
              actionLabel={t('rental.admin.stays.retry')}
              onAction={() => void stays.refetch()}
            />
          ) : status ? (
            <ListEmptyState
              kind="filtered"
              title={t('rental.admin.stays.filteredTitle')}
              description={t('rental.admin.stays.filteredDescription')}
              actionLabel={t('rental.admin.stays.all')}
              onAction={() => setStatus('')}
            />
          ) : (
            <ListEmptyState
              kind="empty"
              icon={BedDouble}
              title={t('rental.analytics.stays.emptyTitle')}
              description={t('rental.analytics.stays.emptyDescription')}
            />
          )}
        </TableCell>
      </TableRow>
    );
  else
    rows = stays.data.stays.map((s) => (
      <TableRow key={s.id} data-stay={s.id}>
        <TableCell>
          <p className="font-medium">{s.name}</p>
          <p className="text-xs text-muted-foreground">
            {s.email} · {s.phone}
          </p>
        </TableCell>
        <TableCell>
          {day(s.checkIn)} → {day(s.checkOut)}
        </TableCell>
        <TableCell className="text-right tabular-nums">{s.nights}</TableCell>
        <TableCell className="text-right tabular-nums">
          {money(s.totalMinor, s.currency)}
          {s.option === 'full' ? null : (
            <p className="text-xs text-muted-foreground">
              {t(s.option === 'deposit' ? 'rental.admin.stays.deposit' : 'rental.admin.stays.instalments', {
                amount: money(s.dueNowMinor, s.currency),
              })}
            </p>
          )}
        </TableCell>
        <TableCell>
          <Badge variant={s.status === 'confirmed' ? 'accent' : 'outline'}>
            {t(`rental.payment.stay.status.${s.status}`)}
          </Badge>
        </TableCell>
        <TableCell className="text-right">
          <ActionsCell stay={s} />
        </TableCell>
      </TableRow>
    ));

  return (
    <section aria-labelledby="rental-stays" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="rental-stays" className="text-base font-semibold">
          {t('rental.analytics.stays.heading')}
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t('rental.admin.stays.filterLabel')}</span>
          <select
            className="h-9 rounded-lg border border-input bg-background px-2 text-sm"
            value={status}
            onChange={(e) => setStatus(e.target.value as StayStatus | '')}
          >
            <option value="">{t('rental.admin.stays.all')}</option>
            {stayStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`rental.payment.stay.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Table>
        <TableCaption>{t('rental.analytics.stays.caption')}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{t('rental.analytics.stays.columns.guest')}</TableHead>
            <TableHead>{t('rental.analytics.stays.columns.dates')}</TableHead>
            <TableHead className="text-right">{t('rental.analytics.stays.columns.nights')}</TableHead>
            <TableHead className="text-right">{t('rental.analytics.stays.columns.total')}</TableHead>
            <TableHead>{t('rental.analytics.stays.columns.status')}</TableHead>
            <TableHead className="text-right">{t('rental.admin.stays.actions')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>{rows}</TableBody>
      </Table>
    </section>
  );
}
