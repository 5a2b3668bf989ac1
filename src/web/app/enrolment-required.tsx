import { KeyRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';

/** The dashboard's security section, told to offer the way back to `next` once an app is set up. */
export function enrolmentPath(next: string) {
  return `/dashboard?next=${encodeURIComponent(next)}#security`;
}

/**
 * An admin without an authenticator app while the site demands one (ADMIN_REQUIRE_MFA): say so and send them
 * to the dashboard's security section, which brings them back here once the app is set up.
 */
export function EnrolmentRequired() {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  useDocumentMeta(t('auth.mfa.guard.enrolTitle'), t('auth.mfa.guard.enrolLead'));
  return (
    <div className="flex max-w-2xl flex-col items-start gap-5 py-10" data-testid="mfa-enrolment-required">
      <span className="flex size-11 items-center justify-center rounded-full bg-accent/15">
        <KeyRound aria-hidden className="size-5 text-accent-strong" />
      </span>
      <h1 className="font-display text-3xl leading-tight tracking-tight text-balance sm:text-4xl">
        {t('auth.mfa.guard.enrolTitle')}
      </h1>
      <p className="text-muted-foreground text-pretty">{t('auth.mfa.guard.enrolLead')}</p>
      <Button asChild>
        <Link to={enrolmentPath(`${pathname}${search}`)}>{t('auth.mfa.guard.enrolAction')}</Link>
      </Button>
    </div>
  );
}
