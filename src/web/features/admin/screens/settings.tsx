import { Bell, CalendarClock, FileText, Layers, PenLine, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@web/components/ui/badge';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';

export type SectionName = 'content' | 'availability' | 'services' | 'cv' | 'notifications';

const sections: { name: SectionName; icon: LucideIcon }[] = [
  { name: 'content', icon: PenLine },
  { name: 'availability', icon: CalendarClock },
  { name: 'services', icon: Layers },
  { name: 'cv', icon: FileText },
  { name: 'notifications', icon: Bell },
];

function SettingsSection({ name, icon, panel }: { name: SectionName; icon: LucideIcon; panel?: ReactNode }) {
  const { t, tList } = useI18n();
  const key = `admin.settings.sections.${name}` as const;
  const Icon = icon;
  return (
    <section
      id={`settings-${name}`}
      aria-labelledby={`settings-${name}-title`}
      className="scroll-mt-6 rounded-xl border border-border bg-card"
    >
      <header className="flex items-start gap-3 border-b border-border px-4 py-3">
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="min-w-0 flex-1 space-y-0.5">
          <h2 id={`settings-${name}-title`} className="text-sm font-semibold">
            {t(`${key}.title`)}
          </h2>
          <p className="text-sm text-muted-foreground">{t(`${key}.description`)}</p>
        </div>
        {panel ? null : (
          <Badge variant="outline" className="shrink-0">
            {t('admin.availableSoon')}
          </Badge>
        )}
      </header>
      {panel ? (
        <div className="p-4">{panel}</div>
      ) : (
        <div className="grid gap-4 p-4 md:grid-cols-2">
          <div>
            <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {t('admin.settings.includes')}
            </h3>
            <ul className="mt-2 space-y-1.5 text-sm">
              {tList(`${key}.items`).map((item) => (
                <li key={item} className="flex gap-2">
                  <span aria-hidden className="mt-2 size-1 shrink-0 rounded-full bg-accent" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <EmptyState
            icon={icon}
            title={t(`${key}.empty`)}
            description={t(`${key}.emptyHint`)}
            className="py-8"
          />
        </div>
      )}
    </section>
  );
}

export default function AdminSettingsScreen() {
  return <AdminSettingsView />;
}

/**
 * The settings page; `panels` are working sections from other features (booking's availability and
 * services), composed in by the app shell (src/web/app/composed/settings.tsx).
 */
export function AdminSettingsView({ panels = {} }: { panels?: Partial<Record<SectionName, ReactNode>> }) {
  const { t } = useI18n();
  useDocumentMeta(t('admin.settings.title'), t('admin.settings.description'));

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        size="compact"
        eyebrow={t('common.admin.title')}
        title={t('admin.settings.title')}
        lead={t('admin.settings.description')}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[12rem_minmax(0,1fr)]">
        <nav aria-label={t('admin.settings.navLabel')} className="lg:sticky lg:top-8 lg:self-start">
          <ul className="-mx-5 flex gap-1 overflow-x-auto px-5 sm:-mx-8 sm:px-8 lg:mx-0 lg:flex-col lg:px-0">
            {sections.map(({ name, icon: Icon }) => (
              <li key={name}>
                <a
                  href={`#settings-${name}`}
                  className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm whitespace-nowrap text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Icon aria-hidden className="size-4" />
                  {t(`admin.settings.sections.${name}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-6">
          {sections.map((section) => (
            <SettingsSection key={section.name} {...section} panel={panels[section.name]} />
          ))}
        </div>
      </div>
    </div>
  );
}
