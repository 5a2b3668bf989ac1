import { useState, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { Sheet, SheetContent } from '@web/components/ui/sheet';
import { useI18n } from '@web/lib/i18n';
import { useLeaveGuard } from './form-bits';

/**
 * The side sheet an item is edited in. Closing it with unsaved changes asks first; so does leaving the page.
 */
export function EditorSheet(props: {
  open: boolean;
  title: string;
  dirty: boolean;
  onClose: () => void;
  /** Gets the close that asks first, for the form's own Close button. */
  children: (requestClose: () => void) => ReactNode;
}) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  useLeaveGuard(props.open && props.dirty);
  const requestClose = () => (props.dirty ? setAsking(true) : props.onClose());
  return (
    <>
      <Sheet open={props.open} onOpenChange={(open) => (open ? null : requestClose())}>
        <SheetContent
          title={props.title}
          closeLabel={t('contentAdmin.common.close')}
          className="w-[min(56rem,100vw)] gap-4 overflow-y-auto p-4 pb-0 sm:p-6 sm:pb-0"
        >
          {props.children(requestClose)}
        </SheetContent>
      </Sheet>
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent
          title={t('contentAdmin.unsaved.title')}
          description={t('contentAdmin.unsaved.description')}
        >
          <DialogActions className="mt-0">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('contentAdmin.unsaved.keepEditing')}
              </Button>
            </DialogClose>
            <Button
              type="button"
              variant="destructive"
              onClick={() => {
                setAsking(false);
                props.onClose();
              }}
            >
              {t('contentAdmin.unsaved.discard')}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </>
  );
}
