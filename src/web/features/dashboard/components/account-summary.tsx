import { Mail, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/lib/auth';
import { useI18n } from '@web/lib/i18n';

/** Who is signed in: e-mail and role, with the way to the admin area for the owner. */
export function AccountSummary() {
  const { t } = useI18n();
  const auth = useAuth();
  return (
    <section
      aria-labelledby="dashboard-account"
      className="space-y-4 self-start rounded-2xl border border-border bg-card p-6"
      data-testid="account-summary"
    >
      <h2 id="dashboard-account" className="font-display text-xl">
        {t('dashboard.account.title')}
      </h2>
      <dl className="grid gap-3 text-sm">
        <div className="flex items-start gap-3">
          <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <div className="min-w-0">
            <dt className="text-muted-foreground">{t('dashboard.account.email')}</dt>
            <dd className="font-medium break-all" data-testid="account-email">
              {auth.user?.email}
            </dd>
          </div>
        </div>
        <div className="flex items-start gap-3">
          {auth.isAdmin ? (
            <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          ) : (
            <UserRound aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          )}
          <div>
            <dt className="text-muted-foreground">{t('dashboard.account.role')}</dt>
            <dd className="pt-0.5">
              <Badge variant="accent" data-testid="account-role">
                {t(auth.isAdmin ? 'dashboard.account.roles.admin' : 'dashboard.account.roles.visitor')}
              </Badge>
            </dd>
          </div>
        </div>
      </dl>
      {auth.isAdmin ? (
        <Button asChild variant="outline" size="sm">
          <Link to="/admin">{t('dashboard.account.toAdmin')}</Link>
        </Button>
      ) : null}
    </section>
  );
}
