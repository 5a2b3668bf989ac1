import { ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/lib/auth';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';

/** A signed-in person without the admin role opened an admin address: say so, and offer a way out. */
export function NoAccessScreen() {
  const { t } = useI18n();
  const { user, signOut } = useAuth();
  useDocumentMeta(t('common.noAccess.title'), t('common.noAccess.description'));
  return (
    <div className="flex flex-col items-start gap-5 py-10" data-testid="no-access">
      <span className="flex size-11 items-center justify-center rounded-full bg-accent/15">
        <ShieldX aria-hidden className="size-5 text-accent-strong" />
      </span>
      <h1 className="font-display text-3xl leading-tight tracking-tight text-balance sm:text-4xl">
        {t('common.noAccess.title')}
      </h1>
      <p className="text-muted-foreground text-pretty">{t('common.noAccess.description')}</p>
      {user?.email ? (
        <p className="text-sm text-muted-foreground">
          {t('common.noAccess.signedInAs')}{' '}
          <strong className="font-medium break-all text-foreground">{user.email}</strong>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/">{t('common.noAccess.home')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">{t('common.nav.dashboard')}</Link>
        </Button>
        <Button variant="ghost" onClick={() => void signOut()}>
          {t('common.account.signOut')}
        </Button>
      </div>
    </div>
  );
}
