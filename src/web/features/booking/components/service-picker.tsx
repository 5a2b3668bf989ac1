import { Check, Clock } from 'lucide-react';
import type { BookableService } from '@contracts/booking';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { formatDuration, formatServicePrice } from './format';

/** The services as a radio group of cards (native radios: keyboard and screen readers for free). */
export function ServicePicker(props: {
  services: BookableService[];
  selected: string | null;
  onSelect: (slug: string) => void;
  name: string;
}) {
  const { lang, t } = useI18n();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {props.services.map((service) => {
        const checked = props.selected === service.slug;
        const free = service.priceMinor === 0;
        return (
          <label
            key={service.slug}
            className={cn(
              'group relative flex cursor-pointer flex-col gap-3 rounded-2xl border border-border bg-card p-5 transition-colors hover:border-foreground/30',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
              checked && 'border-accent bg-accent/5 hover:border-accent',
            )}
          >
            <input
              type="radio"
              name={props.name}
              value={service.slug}
              checked={checked}
              onChange={() => props.onSelect(service.slug)}
              className="sr-only"
            />
            <span
              aria-hidden
              className={cn(
                'absolute top-5 right-5 flex size-5 items-center justify-center rounded-full border border-input transition-colors',
                checked && 'border-accent bg-accent text-accent-foreground',
              )}
            >
              {checked ? <Check className="size-3" /> : null}
            </span>
            <span className="pr-8 font-display text-xl leading-snug">{service.name[lang]}</span>
            <span className="line-clamp-3 text-sm text-muted-foreground">{service.description[lang]}</span>
            {service.requiresPayment ? (
              <span className="text-xs text-muted-foreground">
                {service.flexiblePayments?.depositOffered || service.flexiblePayments?.instalmentsOffered
                  ? t('booking.service.flexible')
                  : t('booking.service.payNow')}
              </span>
            ) : null}
            <span className="mt-auto flex flex-wrap items-center gap-2 pt-1 text-sm">
              <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                <Clock aria-hidden className="size-4" />
                {formatDuration(service.durationMinutes, lang)}
              </span>
              <span aria-hidden className="text-border">
                ·
              </span>
              <Badge variant={free ? 'accent' : 'outline'}>
                {formatServicePrice(service, lang, {
                  free: t('booking.service.free'),
                  from: (price) => price,
                })}
              </Badge>
            </span>
          </label>
        );
      })}
    </div>
  );
}
