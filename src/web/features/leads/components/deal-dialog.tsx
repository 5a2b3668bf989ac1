import { DEAL_TITLE_MAX, dealStages, type Deal, type DealOrigin, type DealStage } from '@contracts/deals';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { ApiError } from '@web/lib/api';
import { servicesQuery } from '@web/lib/content-queries';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { useSaveDeal } from '../api/deals';
import { contactSearchQuery } from '../api/queries';
import { statusKey } from './format';

/** What a new deal starts from: a contact (by hand or from a lead) or a diagnostic result. */
export interface DealSeed {
  leadId?: string;
  contactLabel?: string;
  origin: DealOrigin;
  originRef?: string;
  title?: string;
  stage?: DealStage;
}

const knownErrors = [
  'required',
  'too_long',
  'no_contact',
  'no_such_result',
  'invalid_date',
  'too_big',
  'not_won',
  'not_paid',
];

/** A field error code from the server, in words. */
export function useFieldError() {
  const { t } = useI18n();
  return (error: unknown, field: string): string | undefined => {
    if (!(error instanceof ApiError)) return undefined;
    const code = error.fields?.[field]?.[0];
    if (!code) return undefined;
    return t(`admin.leads.pipeline.errors.${knownErrors.includes(code) ? code : 'invalid'}` as MessageKey);
  };
}

/** Pesos as typed ("1,500.50" or "1500") to centavos; null when it is not an amount. */
export function pesosToMinor(text: string): number | null {
  const clean = text.replace(/[\s,$]/g, '');
  if (clean === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

function ContactPicker(props: {
  value: string;
  onChange: (id: string, label: string) => void;
  error?: string;
}) {
  const { t } = useI18n();
  const [q, setQ] = useState('');
  const found = useQuery(contactSearchQuery(q));
  return (
    <FormField label={t('admin.leads.pipeline.form.contact')} error={props.error}>
      {(control) => (
        <div className="space-y-2">
          <Input
            {...control}
            type="search"
            value={q}
            placeholder={t('admin.leads.pipeline.form.contactSearch')}
            onChange={(event) => setQ(event.target.value)}
          />
          {q.trim().length >= 2 ? (
            <ul
              className="max-h-40 space-y-1 overflow-y-auto"
              aria-label={t('admin.leads.pipeline.form.contactResults')}
            >
              {(found.data?.leads ?? []).map((lead) => (
                <li key={lead.id}>
                  <button
                    type="button"
                    aria-pressed={props.value === lead.id}
                    onClick={() => props.onChange(lead.id, lead.name ?? lead.email)}
                    className="w-full rounded-lg border border-border px-3 py-1.5 text-left text-sm hover:bg-muted aria-pressed:border-foreground aria-pressed:bg-muted"
                  >
                    <span className="font-medium">{lead.name ?? lead.email}</span>
                    {lead.name ? <span className="ml-2 text-muted-foreground">{lead.email}</span> : null}
                  </button>
                </li>
              ))}
              {found.data && found.data.leads.length === 0 ? (
                <li className="text-sm text-muted-foreground">{t('admin.leads.pipeline.form.noContacts')}</li>
              ) : null}
            </ul>
          ) : null}
        </div>
      )}
    </FormField>
  );
}

/**
 * Creates a deal (for a contact, from a lead or from a diagnostic result) or edits one: title, value in pesos,
 * service and expected close date; the server's field errors show next to their fields.
 */
export function DealDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  seed?: DealSeed;
  deal?: Deal;
  onSaved?: (deal: Deal) => void;
}) {
  const { t, lang } = useI18n();
  const id = useId();
  const editing = props.deal;
  const [leadId, setLeadId] = useState(editing?.leadId ?? props.seed?.leadId ?? '');
  const [contactLabel, setContactLabel] = useState(
    editing ? (editing.contact.name ?? editing.contact.email) : (props.seed?.contactLabel ?? ''),
  );
  const [title, setTitle] = useState(editing?.title ?? props.seed?.title ?? '');
  const [value, setValue] = useState(editing ? String(editing.valueMinor / 100) : '');
  const [service, setService] = useState(editing?.service ?? '');
  const [closeOn, setCloseOn] = useState(editing?.expectedCloseOn ?? '');
  const [stage, setStage] = useState<DealStage>(props.seed?.stage ?? 'new');
  const services = useQuery(servicesQuery());
  const fieldError = useFieldError();
  const valueMinor = pesosToMinor(value);

  const save = useSaveDeal({
    onSuccess: (deal) => {
      props.onSaved?.(deal);
      props.onOpenChange(false);
    },
  });
  const submit = () => {
    if (editing) {
      save.mutate({
        id: editing.id,
        input: {
          title,
          valueMinor: valueMinor ?? -1,
          service: service || null,
          expectedCloseOn: closeOn || null,
        },
      });
      return;
    }
    const seed = props.seed ?? { origin: 'manual' as const };
    save.mutate({
      id: null,
      input: {
        ...(seed.origin === 'diagnostic' ? {} : { leadId: leadId || undefined }),
        origin: seed.origin,
        ...(seed.originRef ? { originRef: seed.originRef } : {}),
        title: title.trim() || undefined,
        valueMinor: valueMinor ?? -1,
        ...(service ? { service } : {}),
        ...(closeOn ? { expectedCloseOn: closeOn } : {}),
        stage,
      },
    });
  };
  const err = (field: string) => fieldError(save.error, field);
  const showPicker = !editing && !props.seed?.leadId && props.seed?.origin !== 'diagnostic';

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        title={editing ? t('admin.leads.pipeline.form.editTitle') : t('admin.leads.pipeline.form.newTitle')}
        description={
          contactLabel ? t('admin.leads.pipeline.form.forContact', { name: contactLabel }) : undefined
        }
      >
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {showPicker ? (
            <ContactPicker
              value={leadId}
              onChange={(next, label) => {
                setLeadId(next);
                setContactLabel(label);
                if (!title) setTitle(label);
              }}
              error={err('leadId')}
            />
          ) : null}
          <FormField label={t('admin.leads.pipeline.form.title')} error={err('title')}>
            {(control) => (
              <Input
                {...control}
                value={title}
                maxLength={DEAL_TITLE_MAX}
                autoFocus={!showPicker}
                placeholder={t('admin.leads.pipeline.form.titlePlaceholder')}
                onChange={(event) => setTitle(event.target.value)}
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('admin.leads.pipeline.form.value')}
              hint={t('admin.leads.pipeline.form.valueHint')}
              error={valueMinor === null ? t('admin.leads.pipeline.errors.amount') : err('valueMinor')}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  value={value}
                  placeholder="0"
                  onChange={(event) => setValue(event.target.value)}
                />
              )}
            </FormField>
            <FormField label={t('admin.leads.pipeline.form.closeOn')} error={err('expectedCloseOn')}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={closeOn}
                  onChange={(event) => setCloseOn(event.target.value)}
                />
              )}
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('admin.leads.pipeline.form.service')} error={err('service')}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={service}
                  onChange={(event) => setService(event.target.value)}
                >
                  <option value="">
                    {editing || props.seed?.origin !== 'lead'
                      ? t('admin.leads.pipeline.form.noService')
                      : t('admin.leads.pipeline.form.serviceFromMessage')}
                  </option>
                  {(services.data ?? []).map((s) => (
                    <option key={s.slug} value={s.slug}>
                      {s.name[lang] || s.name.es}
                    </option>
                  ))}
                  {service && services.data && !services.data.some((s) => s.slug === service) ? (
                    <option value={service}>{service}</option>
                  ) : null}
                </NativeSelect>
              )}
            </FormField>
            {!editing ? (
              <FormField label={t('admin.leads.pipeline.form.stage')} error={err('stage')}>
                {(control) => (
                  <NativeSelect
                    {...control}
                    value={stage}
                    onChange={(event) => setStage(event.target.value as DealStage)}
                  >
                    {dealStages.map((s) => (
                      <option key={s} value={s}>
                        {t(statusKey(s))}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            ) : null}
          </div>
          {save.isError ? (
            <p role="alert" id={`${id}-error`} className="text-sm text-destructive">
              {err('originRef') ??
                (save.error instanceof ApiError && save.error.status === 400
                  ? t('admin.leads.pipeline.form.fixFields')
                  : t('admin.leads.pipeline.form.error'))}
            </p>
          ) : null}
          <DialogActions>
            <Button type="button" variant="ghost" onClick={() => props.onOpenChange(false)}>
              {t('admin.leads.pipeline.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending || valueMinor === null || (showPicker && !leadId)}>
              {editing ? t('admin.leads.pipeline.form.save') : t('admin.leads.pipeline.form.create')}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
