import { KeyRound, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Notice } from '@web/components/ui/form-notice';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { safeNext } from '../components/next-param';
import { mfaErrorText } from './code';
import { EnrollPanel } from './enroll-panel';
import { FactorList } from './factor-list';
import { useFactors, useRefreshFactors } from './factors';

/** The id the admin area's "set up an authenticator app" link opens the dashboard at. */
export const SECURITY_SECTION_ID = 'security';

/**
 * The dashboard's security section: the account's authenticator apps (a second step at sign-in), adding one
 * with its QR code and removing one. `?next=` (from the admin area's enrolment screen) is offered once an
 * app is set up.
 */
export function SecuritySection() {
  const { t } = useI18n();
  const s = 'dashboard.security';
  const factors = useFactors();
  const refresh = useRefreshFactors();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const next = safeNext(params.get('next'));
  const [enrolling, setEnrolling] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const sectionRef = useRef<HTMLElement>(null);

  // Opened as /dashboard#security: the section comes into view once it has content.
  useEffect(() => {
    if (hash === `#${SECURITY_SECTION_ID}` && !factors.isPending) sectionRef.current?.scrollIntoView();
  }, [hash, factors.isPending]);

  const list = factors.data ?? [];
  return (
    <section
      ref={sectionRef}
      id={SECURITY_SECTION_ID}
      aria-labelledby="dashboard-security"
      className="scroll-mt-24 space-y-4"
      data-testid="security-section"
    >
      <div className="space-y-1">
        <h2 id="dashboard-security" className="font-display text-2xl">
          {t(`${s}.title`)}
        </h2>
        <p className="max-w-2xl text-sm text-muted-foreground">{t(`${s}.description`)}</p>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {factors.isPending ? (
        <div role="status" aria-label={t(`${s}.loading`)} className="space-y-3 rounded-2xl border p-4">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-32" />
        </div>
      ) : factors.isError ? (
        <Notice tone="error" role="alert" title={t(`${s}.loadFailed`)}>
          <p>{t(mfaErrorText(factors.error).key)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void factors.refetch()}>
            {t('common.error.retry')}
          </Button>
        </Notice>
      ) : list.length > 0 ? (
        <FactorList
          factors={list}
          onRemoved={() => {
            setAnnouncement(t(`${s}.remove.removed`));
            void refresh();
          }}
        />
      ) : enrolling ? null : (
        <EmptyState
          icon={KeyRound}
          title={t(`${s}.empty`)}
          description={t(`${s}.emptyHint`)}
          className="py-8"
        />
      )}
      {enrolling ? (
        <EnrollPanel
          next={next}
          unfinished={list.filter((factor) => factor.status !== 'verified').map((factor) => factor.id)}
          onChanged={() => void refresh()}
          onClose={() => setEnrolling(false)}
        />
      ) : factors.isSuccess ? (
        <Button type="button" variant="outline" onClick={() => setEnrolling(true)}>
          <Plus aria-hidden />
          {t(`${s}.add`)}
        </Button>
      ) : null}
    </section>
  );
}
