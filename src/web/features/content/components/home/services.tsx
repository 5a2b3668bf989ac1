import { useQuery } from '@tanstack/react-query';
import { FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import type { Service } from '@contracts/content';
import type { Language } from '@contracts/i18n';
import { formatMoney } from '@contracts/money';
import { Button } from '@web/components/ui/button';
import { ErrorPanel, SectionHeading } from '@web/components/ui/content-blocks';
import { ServiceCard, ServiceCardSkeleton } from '@web/components/ui/content-service-card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Container, Section } from '@web/components/ui/layout';
import { useI18n } from '@web/lib/i18n';
import { servicesQuery } from '@web/lib/content-queries';
import { localeOf } from '@web/lib/format';
import { useErrorText } from './section-helpers';

function priceLabel(service: Service, lang: Language, free: string) {
  if (service.priceMinor === 0) return free;
  return formatMoney({ amountMinor: service.priceMinor, currency: service.currency }, localeOf(lang));
}

export function Services() {
  const { lang, t } = useI18n();
  const errorText = useErrorText();
  const services = useQuery(servicesQuery());
  const list = [...(services.data ?? [])].sort((a, b) => a.order - b.order);
  return (
    <Section id="services" aria-labelledby="services-title" className="scroll-mt-16">
      <Container className="space-y-12">
        <SectionHeading
          id="services-title"
          eyebrow={t('home.services.eyebrow')}
          title={t('home.services.title')}
          lead={t('home.services.lead')}
        />
        {services.isPending ? (
          <div role="status" aria-label={t('home.services.loading')} className="grid gap-6 md:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <ServiceCardSkeleton key={i} />
            ))}
          </div>
        ) : services.isError ? (
          <ErrorPanel
            title={t('common.error.title')}
            description={errorText(services.error)}
            retryLabel={t('common.error.retry')}
            onRetry={() => void services.refetch()}
          />
        ) : list.length === 0 ? (
          <EmptyState
            icon={FolderOpen}
            title={t('home.services.emptyTitle')}
            description={t('home.services.emptyDescription')}
            action={
              <Button asChild size="sm">
                <Link to="/calendar-booking">{t('home.services.emptyAction')}</Link>
              </Button>
            }
          />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2">
            {list.map((service) => {
              const free = service.priceMinor === 0;
              const name = service.name[lang];
              return (
                <li key={service.slug} className={free ? 'md:col-span-2' : undefined}>
                  <ServiceCard
                    name={name}
                    description={service.description[lang]}
                    includesLabel={t('home.services.includes')}
                    includes={service.includes[lang]}
                    wide={free}
                    featuredLabel={free ? t('home.services.featured') : undefined}
                    priceNote={free ? undefined : t('home.services.from')}
                    price={priceLabel(service, lang, t('home.services.free'))}
                    duration={t('home.services.duration', { minutes: service.durationMinutes })}
                    action={
                      <Button asChild variant={free ? 'accent' : 'default'}>
                        <Link
                          to={`/calendar-booking?service=${encodeURIComponent(service.slug)}`}
                          aria-label={t('home.services.bookService', { service: name })}
                        >
                          {t('home.services.book')}
                        </Link>
                      </Button>
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
      </Container>
    </Section>
  );
}
