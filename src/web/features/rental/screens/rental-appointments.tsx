import {
  CalendarCheck,
  CalendarDays,
  DoorOpen,
  History,
  KeyRound,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/admin-table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/kit-tabs';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n, type MessageKey } from '@web/lib/i18n';

const tabs = ['upcoming', 'past', 'cancelled'] as const;
type Tab = (typeof tabs)[number];
const tabIcons: Record<Tab, LucideIcon> = { upcoming: CalendarCheck, past: History, cancelled: XCircle };

const columns: MessageKey[] = [
  'rental.appointments.columns.guest',
  'rental.appointments.columns.type',
  'rental.appointments.columns.when',
  'rental.appointments.columns.status',
];

const types: { id: 'visit' | 'checkIn'; icon: LucideIcon }[] = [
  { id: 'visit', icon: DoorOpen },
  { id: 'checkIn', icon: KeyRound },
];

export default function RentalAppointmentsScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('rental.appointments.meta.title'), t('rental.appointments.meta.description'));
  const [tab, setTab] = useState<Tab>('upcoming');

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          size="compact"
          eyebrow={t('rental.appointments.eyebrow')}
          title={t('rental.appointments.title')}
          lead={t('rental.appointments.lead')}
        />
        <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
          <Link to="/admin/appointments">
            <CalendarDays aria-hidden />
            {t('rental.appointments.allAppointments')}
          </Link>
        </Button>
      </div>

      <section aria-labelledby="rental-types" className="space-y-3">
        <h2 id="rental-types" className="text-sm font-semibold">
          {t('rental.appointments.types.heading')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {types.map(({ id, icon: Icon }) => (
            <li key={id} className="flex gap-3 rounded-2xl border border-border bg-card p-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/10 text-accent-strong">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <p className="font-medium">{t(`rental.appointments.types.${id}.name` as MessageKey)}</p>
                <p className="text-sm text-muted-foreground">
                  {t(`rental.appointments.types.${id}.description` as MessageKey)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="space-y-5">
        <TabsList label={t('rental.appointments.tabsLabel')}>
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`rental.appointments.tabs.${value}` as MessageKey)}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((value) => (
          <TabsContent key={value} value={value}>
            <Table>
              <TableCaption>{t(`rental.appointments.tabs.${value}` as MessageKey)}</TableCaption>
              <TableHeader>
                <TableRow>
                  {columns.map((column) => (
                    <TableHead key={column}>{t(column)}</TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                <TableRow>
                  <TableCell colSpan={columns.length} className="p-4">
                    <EmptyState
                      icon={tabIcons[value]}
                      title={t(`rental.appointments.empty.${value}Title` as MessageKey)}
                      description={t(`rental.appointments.empty.${value}Description` as MessageKey)}
                      className="border-0"
                    />
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
