import { Notice } from '@web/components/ui/form-notice';
import { useI18n } from '@web/lib/i18n';
import { authErrorVars, type FormErrors } from '../forms';

/** The form-level error (the missing-credentials rule) at the top of a form, announced when it appears. */
export function FormAlert(props: { id: string; errors: FormErrors<string> | null }) {
  const { t } = useI18n();
  const key = props.errors?.form;
  return (
    <div id={props.id} role="alert" className="empty:hidden">
      {key ? <Notice tone="error">{t(key, authErrorVars)}</Notice> : null}
    </div>
  );
}
