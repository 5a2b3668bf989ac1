import { ArrowLeft, CalendarCheck, ClipboardList, CreditCard, Users, type LucideIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Panel } from '@web/components/ui/admin-panel';
import { Button } from '@web/components/ui/button';
import { FieldError, Input, Label } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/layout';
import { cn } from '@web/lib/cn';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';

type Dataset = 'leads' | 'appointments' | 'payments' | 'diagnostic';

const datasets: { name: Dataset; icon: LucideIcon }[] = [
  { name: 'leads', icon: Users },
  { name: 'appointments', icon: CalendarCheck },
  { name: 'payments', icon: CreditCard },
  { name: 'diagnostic', icon: ClipboardList },
];

export default function ReportsExportScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('admin.reports.export.title'), t('admin.reports.export.description'));
  const id = useId();
  const [dataset, setDataset] = useState<Dataset>('leads');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // ISO dates (yyyy-mm-dd) compare correctly as strings.
  const rangeInvalid = Boolean(from && to && to < from);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Exports are not generated yet: the button is aria-disabled and the form never sends anything.
    event.preventDefault();
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-3">
        <Link
          to="/admin/reports"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('admin.reports.export.back')}
        </Link>
        <PageHeader
          size="compact"
          eyebrow={t('admin.reports.title')}
          title={t('admin.reports.export.title')}
          lead={t('admin.reports.export.description')}
        />
      </div>

      <form noValidate onSubmit={onSubmit} className="max-w-3xl space-y-6">
        <Panel headingId={`${id}-dataset`} title={t('admin.reports.export.dataset')}>
          <fieldset>
            <legend className="sr-only">{t('admin.reports.export.dataset')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {datasets.map(({ name, icon: Icon }) => {
                const checked = dataset === name;
                return (
                  <label
                    key={name}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                      checked ? 'border-accent bg-accent/10' : 'border-border hover:bg-muted/50',
                    )}
                  >
                    <input
                      type="radio"
                      name="dataset"
                      value={name}
                      checked={checked}
                      onChange={() => setDataset(name)}
                      className="mt-1 size-4 shrink-0 accent-accent outline-none"
                    />
                    <span className="min-w-0">
                      <span className="flex items-center gap-2 text-sm font-medium">
                        <Icon aria-hidden className="size-4 text-muted-foreground" />
                        {t(`admin.reports.export.datasets.${name}`)}
                      </span>
                      <span className="mt-0.5 block text-xs text-muted-foreground">
                        {t(`admin.reports.export.datasets.${name}Hint`)}
                      </span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        </Panel>

        <Panel
          headingId={`${id}-range`}
          title={t('admin.reports.export.range')}
          description={t('admin.reports.export.rangeHint')}
        >
          <fieldset className="space-y-2">
            <legend className="sr-only">{t('admin.reports.export.range')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-from`}>{t('admin.reports.export.from')}</Label>
                <Input
                  id={`${id}-from`}
                  type="date"
                  value={from}
                  max={to || undefined}
                  onChange={(e) => setFrom(e.target.value)}
                />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-to`}>{t('admin.reports.export.to')}</Label>
                <Input
                  id={`${id}-to`}
                  type="date"
                  value={to}
                  min={from || undefined}
                  onChange={(e) => setTo(e.target.value)}
                  aria-invalid={rangeInvalid || undefined}
                  aria-describedby={rangeInvalid ? `${id}-range-error` : undefined}
                />
              </div>
            </div>
            {rangeInvalid ? (
              <FieldError id={`${id}-range-error`}>{t('admin.reports.export.rangeError')}</FieldError>
            ) : null}
          </fieldset>
        </Panel>

        <Panel headingId={`${id}-format`} title={t('admin.reports.export.format')}>
          <p className="text-sm text-muted-foreground">{t('admin.reports.export.formatValue')}</p>
        </Panel>

        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            aria-disabled="true"
            aria-describedby={`${id}-submit-why`}
          >
            {t('admin.reports.export.submit')}
          </Button>
          <p id={`${id}-submit-why`} className="text-sm text-muted-foreground">
            {t('admin.reports.export.submitUnavailable')}
          </p>
        </div>
      </form>
    </div>
  );
}
