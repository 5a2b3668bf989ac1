import { pickText } from '@contracts/content';
import { useQuery } from '@tanstack/react-query';
import { Layers } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { EmptyState } from '@web/components/ui/empty-state';
import { PanelError } from '@web/components/ui/admin-panel';
import { useI18n } from '@web/lib/i18n';
import { adminContentServicesQuery, useReorderServices } from '../../api/admin-profile';
import { useRequestErrorText } from './form-bits';
import { ItemList, ListSkeleton } from './item-list';
import { missingLanguages } from './logic';
import { useNotify } from './notices';

const s = 'contentAdmin.services';

/**
 * Services as the public pages list them: their order and what is missing in each language. Their texts,
 * price, duration and payment are edited in the Services section of these settings (booking's panel).
 */
export function ServicesSection() {
  const { lang, t } = useI18n();
  const notify = useNotify();
  const requestError = useRequestErrorText();
  const services = useQuery(adminContentServicesQuery());
  const reorder = useReorderServices();
  let body;
  if (services.isPending) body = <ListSkeleton />;
  else if (services.isError)
    body = (
      <PanelError
        message={requestError(services.error)}
        retryLabel={t('contentAdmin.common.retry')}
        onRetry={() => void services.refetch()}
      />
    );
  else if (services.data.length === 0)
    body = <EmptyState icon={Layers} title={t(`${s}.empty`)} className="py-8" />;
  else
    body = (
      <ItemList
        label={t(`${s}.listLabel`)}
        testId="content-services"
        items={services.data.map((service) => ({
          id: service.id,
          title: pickText(service.name, lang),
          meta: pickText(service.description, lang),
          missing: missingLanguages({
            name: service.name,
            description: service.description,
            includes: service.includes,
          }),
          badges: (
            <>
              {service.active ? null : <Badge>{t(`${s}.inactive`)}</Badge>}
              {service.active && !service.bookable ? <Badge>{t(`${s}.notBookable`)}</Badge> : null}
            </>
          ),
        }))}
        onMove={(id, offset) =>
          reorder.mutate(
            { id, offset },
            {
              onError: (error) =>
                notify({
                  tone: 'error',
                  text: `${t('contentAdmin.list.moveFailed')} ${requestError(error)}`,
                }),
            },
          )
        }
      />
    );
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {t(`${s}.description`)}{' '}
        <a href="#settings-services" className="font-medium text-foreground underline underline-offset-4">
          {t(`${s}.editLink`)}
        </a>
      </p>
      {body}
    </div>
  );
}
