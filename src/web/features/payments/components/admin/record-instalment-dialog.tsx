import { BUSINESS_TIME_ZONE } from '@contracts/i18n';
import type { AdminPlan } from '@contracts/payment-plans';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { ApiError } from '@web/lib/api';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { useMarkInstalmentPaid } from '../../api/admin-plans';
import { paymentErrorKey } from '../errors';
import { formatMoney } from '../format';
import { formatDueDate } from '../plan/plan-view';
import { MarkPaidForm, type MarkPaidCopy } from './mark-paid-form';

/** The instalment the owner can record by hand: the next one due of a plan that is running (on time or late). */
export function recordableInstalment(plan: AdminPlan) {
  return (plan.status === 'active' || plan.status === 'overdue') && plan.nextDue ? plan.nextDue : null;
}

/** The conflicts of recording an instalment, said for the owner; anything else as for any payment. */
function recordErrorKey(error: unknown): MessageKey {
  if (error instanceof ApiError && error.code === 'instalment_not_payable')
    return 'payments.admin.plans.record.errors.instalment_not_payable';
  if (error instanceof ApiError && error.code === 'checkout_in_progress')
    return 'payments.admin.plans.record.errors.checkout_in_progress';
  return paymentErrorKey(error);
}

/**
 * The form for one instalment, keyed by it: the hook reads the plans and payments again after a recording, or a
 * 409 (the plan changed under the list: paid meanwhile, a checkout opened), so the list shows it as it is now.
 */
function RecordInstalmentForm(props: {
  plan: AdminPlan;
  seq: number;
  amountMinor: number;
  onRecorded: (plan: AdminPlan, seq: number) => void;
  copy: MarkPaidCopy;
}) {
  const { plan, seq } = props;
  const mutation = useMarkInstalmentPaid(plan.id, seq, {
    onSuccess: (updated) => props.onRecorded(updated, seq),
  });
  return (
    <MarkPaidForm
      amountMinor={props.amountMinor}
      currency={plan.currency}
      customer={plan.customerName || plan.customerEmail}
      mutation={mutation}
      copy={props.copy}
    />
  );
}

/**
 * "Record payment k of n": the owner was paid a plan's next instalment in cash or by transfer. A dialog (a
 * bottom sheet on phones) with the same form as marking an order paid; on success the plans are read again.
 */
export function RecordInstalmentDialog(props: {
  /** The plan whose next instalment is recorded; null when closed. */
  plan: AdminPlan | null;
  onClose: () => void;
  onRecorded: (plan: AdminPlan, seq: number) => void;
}) {
  const { t, lang } = useI18n();
  const plan = props.plan;
  const due = plan ? recordableInstalment(plan) : null;
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      {plan && due ? (
        <DialogContent
          data-testid="record-instalment"
          title={t('payments.admin.plans.record.title', { seq: due.seq, count: plan.instalments.length })}
          description={t('payments.admin.plans.record.description', {
            customer: plan.customerName || plan.customerEmail,
            amount: formatMoney(due.amountMinor, plan.currency, lang),
            date: formatDueDate(due.dueAt, lang, BUSINESS_TIME_ZONE),
          })}
        >
          <RecordInstalmentForm
            key={`${plan.id}-${due.seq}`}
            plan={plan}
            seq={due.seq}
            amountMinor={due.amountMinor}
            onRecorded={props.onRecorded}
            copy={{
              heading: t('payments.admin.plans.record.heading'),
              headingHidden: true,
              body: t('payments.admin.plans.record.body'),
              confirmBody: (vars) =>
                t('payments.admin.plans.record.confirmBody', {
                  ...vars,
                  seq: due.seq,
                  count: plan.instalments.length,
                }),
              errorKey: recordErrorKey,
            }}
          />
          <DialogActions className="mt-4">
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                {t('payments.admin.plans.record.close')}
              </Button>
            </DialogClose>
          </DialogActions>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
