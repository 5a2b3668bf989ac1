import { dateTimeFormat } from '@contracts/intl';
import type { Factor } from '@supabase/auth-js';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { RemoveFactorDialog } from './remove-factor';

/** "Added on 26 Nov 2026" in the reader's language and time zone. */
export function addedOn(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', { dateStyle: 'medium' }).format(date);
}

/** The account's authenticator apps: name, status, when added, and a way to remove each. */
export function FactorList(props: { factors: Factor[]; onRemoved: () => void }) {
  const { t, lang } = useI18n();
  const [removing, setRemoving] = useState<Factor | null>(null);
  const verifiedCount = props.factors.filter((factor) => factor.status === 'verified').length;
  return (
    <>
      <ul
        aria-label={t('dashboard.security.listLabel')}
        className="divide-y divide-border rounded-2xl border"
      >
        {props.factors.map((factor) => {
          const name = factor.friendly_name || t('auth.mfa.defaultName');
          const verified = factor.status === 'verified';
          return (
            <li
              key={factor.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4"
              data-testid="mfa-factor"
            >
              <Smartphone aria-hidden className="size-5 shrink-0 text-muted-foreground" />
              <div className="min-w-0 flex-1 space-y-0.5">
                <p className="font-medium break-words">
                  {name}{' '}
                  <Badge variant={verified ? 'accent' : 'outline'} className="ml-1 align-middle">
                    {t(
                      verified
                        ? 'dashboard.security.status.verified'
                        : 'dashboard.security.status.unverified',
                    )}
                  </Badge>
                </p>
                <p className="text-sm text-muted-foreground">
                  {t('dashboard.security.addedOn', { date: addedOn(factor.created_at, lang) })}
                </p>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={t('dashboard.security.remove.actionLabel', { name })}
                onClick={() => setRemoving(factor)}
              >
                {t('dashboard.security.remove.action')}
              </Button>
            </li>
          );
        })}
      </ul>
      <RemoveFactorDialog
        factor={removing}
        last={removing?.status === 'verified' && verifiedCount === 1}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setRemoving(null);
          props.onRemoved();
        }}
      />
    </>
  );
}
