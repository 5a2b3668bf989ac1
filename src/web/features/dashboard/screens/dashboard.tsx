import { CalendarDays, ClipboardCheck, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/form-notice';
import { Container, PageHeader, Section } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuth } from '@web/lib/auth';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { AccountSummary } from '../components/account-summary';
import { DashboardSection } from '../components/dashboard-section';
import { EmailProofNotice } from '../components/email-proof-notice';
import { ProfileForm } from '../components/profile-form';

/** The signed-in person's own area (the route guard lets only them in). */
export default function DashboardScreen() {
  return <DashboardView />;
}

/**
 * The dashboard; `appointments` is the booking feature's section, `payments` the payments feature's,
 * `diagnostic` the diagnostic feature's and `security` the auth feature's (authenticator apps),
 * composed in by the app shell (src/web/app/composed/dashboard.tsx) since features do not import each other.
 * Without them, their places show what they will hold.
 */
export function DashboardView({
  appointments,
  payments,
  diagnostic,
  security,
}: {
  appointments?: ReactNode;
  payments?: ReactNode;
  diagnostic?: ReactNode;
  security?: ReactNode;
}) {
  const { t } = useI18n();
  useDocumentMeta(t('dashboard.title'), t('dashboard.description'));
  const auth = useAuth();
  const s = 'dashboard.sections';

  return (
    <Container>
      <Section className="space-y-12 pt-12 pb-0 sm:space-y-16 sm:pt-20 sm:pb-0">
        <PageHeader
          eyebrow={t('dashboard.title')}
          title={t('dashboard.greeting', { name: auth.displayName })}
          lead={t('dashboard.description')}
        />

        <EmailProofNotice />

        {appointments}

        {payments}

        {diagnostic}

        <div className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <AccountSummary />
          <section aria-labelledby="dashboard-profile" className="space-y-4">
            <div className="space-y-1">
              <h2 id="dashboard-profile" className="font-display text-2xl">
                {t(`${s}.profile.title`)}
              </h2>
              <p className="text-sm text-muted-foreground">{t(`${s}.profile.description`)}</p>
            </div>
            <ProfileArea />
          </section>
        </div>

        {security}

        <div className="space-y-8">
          <h2 className="font-display text-2xl">{t('dashboard.sectionsTitle')}</h2>
          <div className="grid gap-x-8 gap-y-10 md:grid-cols-2 lg:grid-cols-3">
            {appointments ? null : (
              <DashboardSection
                id="dashboard-appointments"
                icon={CalendarDays}
                title={t(`${s}.appointments.title`)}
                description={t(`${s}.appointments.description`)}
                empty={t(`${s}.appointments.empty`)}
                emptyHint={t(`${s}.appointments.emptyHint`)}
                action={
                  <Button asChild variant="outline" size="sm">
                    <Link to="/calendar-booking">{t(`${s}.appointments.action`)}</Link>
                  </Button>
                }
              />
            )}
            {payments ? null : (
              <DashboardSection
                id="dashboard-payments"
                icon={Receipt}
                title={t(`${s}.payments.title`)}
                description={t(`${s}.payments.description`)}
                empty={t(`${s}.payments.empty`)}
                emptyHint={t(`${s}.payments.emptyHint`)}
              />
            )}
            {diagnostic ? null : (
              <DashboardSection
                id="dashboard-diagnostic"
                icon={ClipboardCheck}
                title={t(`${s}.diagnostic.title`)}
                description={t(`${s}.diagnostic.description`)}
                empty={t(`${s}.diagnostic.empty`)}
                emptyHint={t(`${s}.diagnostic.emptyHint`)}
                action={
                  <Button asChild variant="outline" size="sm">
                    <Link to="/diagnostico-marca-profesional">{t(`${s}.diagnostic.action`)}</Link>
                  </Button>
                }
              />
            )}
          </div>
        </div>
      </Section>
    </Container>
  );
}

function ProfileArea() {
  const { t } = useI18n();
  const auth = useAuth();
  if (auth.profile) return <ProfileForm profile={auth.profile} />;
  if (auth.profileLoading)
    return (
      <div role="status" aria-label={t('common.loading')} className="space-y-5">
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </div>
    );
  return (
    <Notice tone="error">
      <p>{t('dashboard.profile.loadFailed')}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={() => void auth.refreshProfile()}>
        {t('common.error.retry')}
      </Button>
    </Notice>
  );
}
