import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Notice } from '@web/components/ui/form-notice';
import { useI18n } from '@web/lib/i18n';

/** Says plainly that accounts are not open yet, so no form on these screens pretends to work. */
export function AccountsNotice(props: { withoutForm?: boolean }) {
  const { t } = useI18n();
  return (
    <Notice icon={Clock} title={t('auth.notice.title')} data-testid="accounts-notice">
      <p>{props.withoutForm ? t('auth.notice.verifyBody') : t('auth.notice.body')}</p>
      <p className="mt-2">
        {t('auth.notice.alternative')} <Link to="/calendar-booking">{t('auth.notice.book')}</Link>
      </p>
    </Notice>
  );
}
