import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { PaymentNotFound } from '../components/payment-not-found';

/** A payment plan's state, read from the server by its reference; no plan can be found yet. */
export default function FlexiblePaymentSuccessScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('payments.flexible.meta.title'), t('payments.flexible.meta.description'));
  return <PaymentNotFound title={t('payments.flexible.title')} note={t('payments.flexible.planNote')} />;
}
