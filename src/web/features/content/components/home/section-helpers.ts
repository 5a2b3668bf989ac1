import { ApiError } from '@web/lib/api';
import { useI18n } from '@web/lib/i18n';

/** A section's error line: offline, or the section could not load. */
export function useErrorText() {
  const { t } = useI18n();
  return (error: unknown) =>
    error instanceof ApiError && error.status === 0 ? t('common.error.offline') : t('home.sectionError');
}
