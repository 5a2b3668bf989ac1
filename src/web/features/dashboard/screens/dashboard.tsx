import { CalendarDays, ClipboardCheck, LockKeyhole, Receipt, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Container, PageHeader, Section } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';

/** One area of the dashboard: what it holds, and its empty state until the person signs in. */
function DashboardSection(props: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  empty: string;
  emptyHint: string;
  action?: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className="flex flex-col gap-4">
      <div className="space-y-1">
        <h3 id={props.id} className="font-display text-xl">
          {props.title}
        </h3>
        <p className="text-sm text-muted-foreground">{props.description}</p>
      </div>
      <EmptyState
        icon={props.icon}
        title={props.empty}
        description={props.emptyHint}
        action={props.action}
        className="flex-1 py-10"
      />
    </section>
  );
}

export default function DashboardScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('dashboard.title'), t('dashboard.description'));
  const s = 'dashboard.sections';

  return (
    <Container>
      <Section className="space-y-12 pt-12 pb-0 sm:space-y-16 sm:pt-20 sm:pb-0">
        <PageHeader
          eyebrow={t('dashboard.eyebrow')}
          title={t('dashboard.title')}
          lead={t('dashboard.description')}
        />

        <div
          className="flex flex-col gap-6 rounded-2xl border border-border bg-card p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
          data-testid="dashboard-signed-out"
        >
          <div className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent/15">
              <LockKeyhole aria-hidden className="size-5 text-accent-strong" />
            </span>
            <div className="max-w-xl space-y-2">
              <h2 className="font-display text-2xl leading-tight">{t('dashboard.signedOut.title')}</h2>
              <p className="text-muted-foreground">{t('dashboard.signedOut.body')}</p>
              <p className="text-sm text-muted-foreground">{t('dashboard.signedOut.soon')}</p>
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap gap-3 sm:flex-col sm:items-stretch">
            <Button asChild>
              <Link to="/auth?next=%2Fdashboard">{t('dashboard.signedOut.signIn')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/registro?next=%2Fdashboard">{t('dashboard.signedOut.signUp')}</Link>
            </Button>
          </div>
        </div>

        <div className="space-y-8">
          <h2 className="font-display text-2xl">{t('dashboard.sectionsTitle')}</h2>
          <div className="grid gap-x-8 gap-y-10 md:grid-cols-2">
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
            <DashboardSection
              id="dashboard-payments"
              icon={Receipt}
              title={t(`${s}.payments.title`)}
              description={t(`${s}.payments.description`)}
              empty={t(`${s}.payments.empty`)}
              emptyHint={t(`${s}.payments.emptyHint`)}
            />
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
            <DashboardSection
              id="dashboard-profile"
              icon={UserRound}
              title={t(`${s}.profile.title`)}
              description={t(`${s}.profile.description`)}
              empty={t(`${s}.profile.empty`)}
              emptyHint={t(`${s}.profile.emptyHint`)}
            />
          </div>
        </div>
      </Section>
    </Container>
  );
}
