import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { PaymentNotFound } from '../components/payment-not-found';

/** The receipt of a payment, read from the server by its reference; no payment can be found yet. */
export default function PaymentSuccessScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('payments.success.meta.title'), t('payments.success.meta.description'));
  return <PaymentNotFound title={t('payments.success.title')} />;
}
