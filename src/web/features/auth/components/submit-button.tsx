import { LoaderCircle } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';

/** The form's main button; while the request runs it says so and ignores further presses. */
export function SubmitButton(props: { label: string; pending: boolean }) {
  const { t } = useI18n();
  return (
    <Button
      type="submit"
      size="lg"
      className="w-full aria-disabled:cursor-progress aria-disabled:opacity-80"
      aria-disabled={props.pending || undefined}
    >
      {props.pending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
      {props.pending ? t('auth.sending') : props.label}
    </Button>
  );
}
