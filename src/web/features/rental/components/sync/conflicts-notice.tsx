import type { SyncConflict } from '@contracts/rental-sync';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { Notice } from '@web/components/ui/form-notice';
import { useI18n } from '@web/lib/i18n';
import { day } from './format';

/** Direct stays sharing nights with an imported reservation: shown first, until the owner settles them. */
export function ConflictsNotice({ conflicts }: { conflicts: SyncConflict[] }) {
  const { lang, t } = useI18n();
  if (conflicts.length === 0) return null;
  return (
    <Notice
      tone="error"
      icon={AlertTriangle}
      title={t('rentalSync.conflicts.title')}
      role="alert"
      data-testid="sync-conflicts"
    >
      <p>{t('rentalSync.conflicts.lead')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {conflicts.map((c) => (
          <li key={c.id}>
            {t('rentalSync.conflicts.item', {
              guest: c.guestName,
              checkIn: day(c.checkIn, lang),
              checkOut: day(c.checkOut, lang),
              feed: c.feedName,
              from: day(c.from, lang),
              to: day(c.to, lang),
            })}{' '}
            <Link className="underline underline-offset-2" to={`/projects/airbnb?stay=${c.stayId}`}>
              {t('rentalSync.conflicts.open')}
            </Link>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
