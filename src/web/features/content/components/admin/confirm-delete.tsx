import { Loader2 } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { useI18n } from '@web/lib/i18n';

/** "Delete «name»?" before anything is deleted. */
export function ConfirmDelete(props: {
  /** The item's name; null closes the dialog. */
  name: string | null;
  description?: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the deleted item's own button is gone (the list's "New" button, say). */
  fallbackFocus?: RefObject<HTMLElement | null>;
}) {
  const { t } = useI18n();
  return (
    <Dialog open={props.name !== null} onOpenChange={(open) => (open ? null : props.onCancel())}>
      <DialogContent
        title={t('contentAdmin.delete.title', { name: props.name ?? '' })}
        description={props.description ?? t('contentAdmin.delete.description')}
        onCloseAutoFocus={() => {
          // Focus goes back to the delete button; once the row is gone, to the fallback instead.
          setTimeout(() => {
            if (!document.activeElement || document.activeElement === document.body)
              props.fallbackFocus?.current?.focus();
          }, 0);
        }}
      >
        <DialogActions className="mt-0">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t('contentAdmin.delete.cancel')}
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" disabled={props.deleting} onClick={props.onConfirm}>
            {props.deleting ? <Loader2 aria-hidden className="animate-spin" /> : null}
            {t('contentAdmin.delete.confirm')}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
