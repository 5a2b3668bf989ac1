import { Link } from 'react-router';
import { Container } from '@web/components/ui/layout';
import { useI18n, type MessageKey } from '@web/lib/i18n';

const explore: { to: string; label: MessageKey }[] = [
  { to: '/app', label: 'common.nav.home' },
  { to: '/projects', label: 'common.nav.portfolio' },
  { to: '/app#services', label: 'common.nav.services' },
  { to: '/app#contact', label: 'common.nav.contact' },
];
const resources: { to: string; label: MessageKey }[] = [
  { to: '/biography', label: 'common.footer.biography' },
  { to: '/cv', label: 'common.footer.cv' },
  { to: '/diagnostico-marca-profesional', label: 'common.footer.diagnostic' },
  { to: '/calendar-booking', label: 'common.footer.booking' },
  { to: '/airbnb', label: 'common.footer.rental' },
];

function FooterColumn(props: { title: string; items: { to: string; label: MessageKey }[] }) {
  const { t } = useI18n();
  return (
    <div className="space-y-3">
      <h2 className="text-xs font-semibold uppercase tracking-[0.18em] text-muted-foreground">
        {props.title}
      </h2>
      <ul className="space-y-2">
        {props.items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="text-sm hover:text-accent-strong">
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { t } = useI18n();
  return (
    <footer className="mt-24 border-t border-border">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3 lg:col-span-2">
          <p className="font-display text-2xl">
            {t('common.brand')}
            <span className="text-accent">.</span>
          </p>
          <p className="max-w-sm text-sm text-muted-foreground">{t('common.tagline')}</p>
        </div>
        <FooterColumn title={t('common.footer.explore')} items={explore} />
        <FooterColumn title={t('common.footer.resources')} items={resources} />
      </Container>
      <Container>
        <div className="flex flex-col gap-2 border-t border-border py-6 text-xs text-muted-foreground sm:flex-row sm:justify-between">
          {/* The year can differ between server (UTC) and browser on New Year's Eve; that is harmless. */}
          <p suppressHydrationWarning>
            {t('common.footer.rights', { year: new Date().getFullYear(), name: t('common.brand') })}
          </p>
          <p>{t('common.footer.madeIn')}</p>
        </div>
        <p className="pb-6 text-xs text-muted-foreground">{t('common.footer.privacy')}</p>
      </Container>
    </footer>
  );
}
