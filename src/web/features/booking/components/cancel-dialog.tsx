import { useId, useState, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { FieldError, Label, Textarea } from '@web/components/ui/input';
import { useI18n } from '@web/lib/i18n';

/** Asks before cancelling; the optional reason goes along (to the owner, or to the client from the admin). */
export function CancelDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
  pending: boolean;
  /** E.g. while the refund quote loads or after it failed: nothing to confirm yet. */
  confirmDisabled?: boolean;
  error?: string;
  title: string;
  description: string;
  reasonLabel: string;
  confirmLabel: string;
  /** Shown above the reason: e.g. what happens with the money (the refund quote). */
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent title={props.title} description={props.description}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            props.onConfirm(reason.trim());
          }}
        >
          {props.children ? <div className="mb-4">{props.children}</div> : null}
          <div className="space-y-2">
            <Label htmlFor={`${id}-reason`}>{props.reasonLabel}</Label>
            <Textarea
              id={`${id}-reason`}
              name="reason"
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          {props.error ? <FieldError className="mt-3">{props.error}</FieldError> : null}
          <DialogActions>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('booking.cancel.keep')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={props.pending || props.confirmDisabled}>
              {props.confirmLabel}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
