import { serviceKinds, type AdminService, type ServiceKind } from '@contracts/booking';
import { formatMoney } from '@contracts/money';
import { useQuery } from '@tanstack/react-query';
import { Loader2, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/form-checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Notice } from '@web/components/ui/form-notice';
import { Input, Textarea } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { Sheet, SheetContent } from '@web/components/ui/sheet';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { adminServicesQuery, useSaveService } from '../../api/admin';
import { formatDuration, moneyLocale } from '../format';
import { errorText, fieldErrorsOf } from '../messages';
import { termsBody, termsDraft, type TermsDraft } from './flexible-terms';
import { FlexibleTermsFields } from './flexible-terms-fields';
import { MeetingFields } from './meeting-fields';
import {
  CancellationPolicyFields,
  policyBody,
  policyDraft,
  type PolicyDraft,
} from './cancellation-policy-fields';

const s = 'booking.settings.services';

/** /admin/settings → Services: what can be booked, in both languages, with duration, price and payment. */
export function ServicesPanel() {
  const { lang, t } = useI18n();
  const services = useQuery(adminServicesQuery());
  const [editing, setEditing] = useState<AdminService | 'new' | null>(null);
  if (services.isPending)
    return (
      <div role="status" aria-label={t('common.loading')} className="space-y-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  if (services.isError)
    return (
      <Notice tone="error">
        <p>{errorText(t, services.error)}</p>
      </Notice>
    );
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-border rounded-xl border border-border">
        {services.data.map((service) => (
          <li
            key={service.slug}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 text-sm"
            data-service={service.slug}
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium">{service.name[lang]}</p>
              <p className="text-xs text-muted-foreground">
                {formatDuration(service.durationMinutes, lang)} ·{' '}
                {service.priceMinor === 0
                  ? t('booking.service.free')
                  : formatMoney(
                      { amountMinor: service.priceMinor, currency: service.currency },
                      moneyLocale(lang),
                    )}
                {service.requiresPayment && service.flexiblePayments?.depositOffered
                  ? ` · ${t(`${s}.deposit`, { percent: service.flexiblePayments.depositPercent })}`
                  : ''}
                {service.requiresPayment && service.flexiblePayments?.instalmentsOffered
                  ? ` · ${t(`${s}.instalments`, { count: service.flexiblePayments.instalmentCount })}`
                  : ''}
              </p>
            </div>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant="outline">{t(`${s}.kinds.${service.kind}`)}</Badge>
              {service.active ? null : <Badge>{t(`${s}.inactive`)}</Badge>}
              {service.active && !service.bookable ? <Badge>{t(`${s}.notBookable`)}</Badge> : null}
              {service.requiresPayment ? <Badge variant="accent">{t(`${s}.paid`)}</Badge> : null}
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setEditing(service)}
              aria-label={`${t(`${s}.edit`)}: ${service.name[lang]}`}
            >
              <Pencil aria-hidden />
              {t(`${s}.edit`)}
            </Button>
          </li>
        ))}
      </ul>
      <Button type="button" variant="outline" size="sm" onClick={() => setEditing('new')}>
        <Plus aria-hidden />
        {t(`${s}.new`)}
      </Button>
      <Sheet open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        <SheetContent
          title={editing === 'new' ? t(`${s}.new`) : editing ? editing.name[lang] : ''}
          closeLabel={t('booking.admin.detail.close')}
          className="w-[min(36rem,100vw)] overflow-y-auto"
        >
          {editing ? (
            <ServiceEditor
              key={editing === 'new' ? 'new' : editing.slug}
              service={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          ) : null}
        </SheetContent>
      </Sheet>
    </div>
  );
}

interface ServiceDraft {
  slug: string;
  kind: ServiceKind;
  nameEs: string;
  nameEn: string;
  descriptionEs: string;
  descriptionEn: string;
  duration: string;
  price: string;
  active: boolean;
  bookable: boolean;
  requiresPayment: boolean;
  terms: TermsDraft;
  policy: PolicyDraft;
  online: boolean;
  meetingUrl: string;
}

function ServiceEditor(props: { service: AdminService | null; onDone: () => void }) {
  const { t } = useI18n();
  const initial = props.service;
  const [draft, setDraft] = useState<ServiceDraft>({
    slug: initial?.slug ?? '',
    kind: initial?.kind ?? 'session',
    nameEs: initial?.name.es ?? '',
    nameEn: initial?.name.en ?? '',
    descriptionEs: initial?.description.es ?? '',
    descriptionEn: initial?.description.en ?? '',
    duration: String(initial?.durationMinutes ?? 60),
    price: initial ? String(initial.priceMinor / 100) : '0',
    active: initial?.active ?? true,
    bookable: initial?.bookable ?? true,
    requiresPayment: initial?.requiresPayment ?? false,
    terms: termsDraft(initial?.flexiblePayments ?? null),
    policy: policyDraft(initial?.cancellationPolicy),
    online: initial?.online ?? false,
    meetingUrl: initial?.meetingUrl ?? '',
  });
  const set = (patch: Partial<ServiceDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const body = () => ({
    kind: draft.kind,
    name: { es: draft.nameEs, en: draft.nameEn },
    description: { es: draft.descriptionEs, en: draft.descriptionEn },
    durationMinutes: Number(draft.duration),
    priceMinor: Math.round(Number(draft.price) * 100),
    active: draft.active,
    bookable: draft.bookable,
    requiresPayment: draft.requiresPayment,
    flexiblePayments: termsBody(draft.terms),
    cancellationPolicy: policyBody(draft.policy),
    online: draft.online,
    meetingUrl: draft.meetingUrl.trim() || null,
  });
  const save = useSaveService({ onSuccess: () => props.onDone() });
  const errors = fieldErrorsOf(t, save.error);
  const e = (path: string) => errors[path];

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          initial
            ? { slug: initial.slug, input: body() }
            : { slug: null, input: { slug: draft.slug, ...body() } },
        );
      }}
    >
      {initial ? null : (
        <FormField label={t(`${s}.slug`)} hint={t(`${s}.slugHint`)} error={e('slug')}>
          {(control) => (
            <Input
              {...control}
              value={draft.slug}
              onChange={(ev) => set({ slug: ev.target.value.toLowerCase() })}
            />
          )}
        </FormField>
      )}
      <FormField label={t(`${s}.kind`)} error={e('kind')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={draft.kind}
            onChange={(ev) => set({ kind: ev.target.value as ServiceKind })}
          >
            {serviceKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`${s}.kinds.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t(`${s}.nameEs`)} error={e('name.es')}>
          {(control) => (
            <Input
              {...control}
              lang="es"
              value={draft.nameEs}
              onChange={(ev) => set({ nameEs: ev.target.value })}
            />
          )}
        </FormField>
        <FormField label={t(`${s}.nameEn`)} error={e('name.en')}>
          {(control) => (
            <Input
              {...control}
              lang="en"
              value={draft.nameEn}
              onChange={(ev) => set({ nameEn: ev.target.value })}
            />
          )}
        </FormField>
        <FormField label={t(`${s}.descriptionEs`)} error={e('description.es')}>
          {(control) => (
            <Textarea
              {...control}
              lang="es"
              value={draft.descriptionEs}
              onChange={(ev) => set({ descriptionEs: ev.target.value })}
            />
          )}
        </FormField>
        <FormField label={t(`${s}.descriptionEn`)} error={e('description.en')}>
          {(control) => (
            <Textarea
              {...control}
              lang="en"
              value={draft.descriptionEn}
              onChange={(ev) => set({ descriptionEn: ev.target.value })}
            />
          )}
        </FormField>
        <FormField label={t(`${s}.duration`)} error={e('durationMinutes')}>
          {(control) => (
            <Input
              {...control}
              type="number"
              min={5}
              step={5}
              value={draft.duration}
              onChange={(ev) => set({ duration: ev.target.value })}
            />
          )}
        </FormField>
        <FormField label={t(`${s}.price`)} hint={t(`${s}.priceHint`)} error={e('priceMinor')}>
          {(control) => (
            <Input
              {...control}
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              value={draft.price}
              onChange={(ev) => set({ price: ev.target.value })}
            />
          )}
        </FormField>
      </div>
      <div className="space-y-2 text-sm">
        <label className="flex items-center gap-2">
          <Checkbox checked={draft.active} onChange={(ev) => set({ active: ev.target.checked })} />
          {t(`${s}.active`)}
        </label>
        <label className="flex items-center gap-2">
          <Checkbox checked={draft.bookable} onChange={(ev) => set({ bookable: ev.target.checked })} />
          {t(`${s}.bookable`)}
        </label>
        <label className="flex items-center gap-2">
          <Checkbox
            checked={draft.requiresPayment}
            onChange={(ev) => set({ requiresPayment: ev.target.checked })}
          />
          {t(`${s}.requiresPayment`)}
        </label>
      </div>
      <MeetingFields online={draft.online} url={draft.meetingUrl} onChange={set} error={e('meetingUrl')} />
      {draft.requiresPayment ? (
        <FlexibleTermsFields value={draft.terms} onChange={(terms) => set({ terms })} errorFor={e} />
      ) : null}
      {draft.requiresPayment ? (
        <CancellationPolicyFields value={draft.policy} onChange={(policy) => set({ policy })} errorFor={e} />
      ) : null}
      {save.error && Object.keys(errors).length === 0 ? (
        <Notice tone="error" role="alert">
          <p>{errorText(t, save.error)}</p>
        </Notice>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
          {t(`${s}.save`)}
        </Button>
        <Button type="button" variant="ghost" onClick={props.onDone}>
          {t(`${s}.discard`)}
        </Button>
      </div>
    </form>
  );
}
