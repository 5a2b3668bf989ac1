import type { BookableService } from '@contracts/booking';
import { AlertCircle, ArrowRight, Info, Sparkles } from 'lucide-react';
import { useId, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { FieldError } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { ServicePicker } from './service-picker';

export function ServicesLoading() {
  const { t } = useI18n();
  return (
    <div role="status" aria-label={t('booking.service.loading')} className="grid gap-3 sm:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-44 rounded-2xl" />
      ))}
    </div>
  );
}

/** The catalogue did not load: say so and offer a retry. */
export function ServicesError({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <EmptyState
      icon={AlertCircle}
      title={t('booking.service.errorTitle')}
      description={t('booking.service.errorDescription')}
      action={
        <Button type="button" variant="outline" onClick={onRetry}>
          {t('booking.service.retry')}
        </Button>
      }
    />
  );
}

/** No service is bookable online: point to the contact form. */
export function ServicesEmpty() {
  const { t } = useI18n();
  return (
    <EmptyState
      icon={Sparkles}
      title={t('booking.service.emptyTitle')}
      description={t('booking.service.emptyDescription')}
      action={
        <Button asChild variant="outline">
          <Link to="/app#contact">{t('booking.service.contact')}</Link>
        </Button>
      }
    />
  );
}

/** The first step: pick a service (an unknown ?service= says so), then continue. */
export function ServiceStep(props: {
  services: BookableService[];
  selected: string | null;
  unknownSlug: boolean;
  onSelect: (slug: string) => void;
  onContinue: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useI18n();
  const id = useId();
  const [missing, setMissing] = useState(false);
  return (
    <fieldset className="min-w-0 space-y-5">
      <legend className="w-full p-0">
        <h2 ref={props.headingRef} tabIndex={-1} className="font-display text-2xl outline-none sm:text-3xl">
          {t('booking.service.legend')}
        </h2>
        <span className="mt-1 block text-sm font-normal text-muted-foreground">
          {t('booking.service.hint')}
        </span>
      </legend>
      {props.unknownSlug ? (
        <p className="flex gap-2.5 rounded-xl bg-muted px-4 py-3 text-sm">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
          {t('booking.service.unknown')}
        </p>
      ) : null}
      <ServicePicker
        services={props.services}
        selected={props.selected}
        name={`${id}-service`}
        onSelect={(slug) => {
          setMissing(false);
          props.onSelect(slug);
        }}
      />
      <div className="flex flex-col items-start gap-3 pt-2">
        <Button
          type="button"
          size="lg"
          onClick={() => (props.selected ? props.onContinue() : setMissing(true))}
        >
          {t('booking.service.continue')}
          <ArrowRight aria-hidden />
        </Button>
        {missing ? <FieldError>{t('booking.service.required')}</FieldError> : null}
      </div>
    </fieldset>
  );
}
