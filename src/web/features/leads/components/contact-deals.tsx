import type { LeadDetail } from '@contracts/leads';
import { useQuery } from '@tanstack/react-query';
import { Handshake, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { contactDealsQuery } from '../api/deals';
import { money } from './deal-board';
import { DealDialog, type DealSeed } from './deal-dialog';
import { statusKey } from './format';

/** The contact's deals in the detail sheet, with "Create deal" (from this lead, or from a diagnostic result). */
export function ContactDeals(props: { detail: LeadDetail }) {
  const { t, lang } = useI18n();
  const d = props.detail;
  const deals = useQuery(contactDealsQuery(d.id));
  const [seed, setSeed] = useState<DealSeed | null>(null);
  const latestResult = d.events.find((e) => e.details.type === 'diagnostic' && e.details.resultId);
  const resultId =
    latestResult?.details.type === 'diagnostic' ? (latestResult.details.resultId ?? undefined) : undefined;
  const label = d.name ?? d.email;
  return (
    <section aria-labelledby="lead-deals" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="lead-deals" className="text-sm font-semibold">
          {t('admin.leads.pipeline.contact.title')}
        </h3>
        <div className="flex flex-wrap gap-2">
          {resultId ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() =>
                setSeed({
                  origin: 'diagnostic',
                  originRef: resultId,
                  leadId: d.id,
                  contactLabel: label,
                  title: label,
                })
              }
            >
              <Plus aria-hidden />
              {t('admin.leads.pipeline.contact.fromDiagnostic')}
            </Button>
          ) : null}
          <Button
            type="button"
            size="sm"
            onClick={() => setSeed({ origin: 'lead', leadId: d.id, contactLabel: label, title: label })}
          >
            <Plus aria-hidden />
            {t('admin.leads.pipeline.contact.create')}
          </Button>
        </div>
      </div>
      {deals.isPending ? (
        <Skeleton className="h-12" />
      ) : deals.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('admin.leads.pipeline.loadError')}
        </p>
      ) : deals.data.deals.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('admin.leads.pipeline.contact.none')}</p>
      ) : (
        <ul className="space-y-2" data-testid="contact-deals">
          {deals.data.deals.map((deal) => (
            <li
              key={deal.id}
              className="flex items-center gap-3 rounded-xl border border-border px-3 py-2 text-sm"
            >
              <Handshake aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate font-medium">{deal.title}</span>
              <span className="text-xs text-muted-foreground">{t(statusKey(deal.stage))}</span>
              <span className="text-xs tabular-nums">{money(deal.valueMinor, lang)}</span>
            </li>
          ))}
        </ul>
      )}
      {deals.data && deals.data.deals.length > 0 ? (
        <Link
          to={`/admin/leads-advanced?q=${encodeURIComponent(d.email)}`}
          className="text-sm text-accent-strong underline-offset-4 hover:underline"
        >
          {t('admin.leads.pipeline.contact.openBoard')}
        </Link>
      ) : null}
      {seed ? <DealDialog open onOpenChange={(open) => !open && setSeed(null)} seed={seed} /> : null}
    </section>
  );
}
