import { z } from 'zod';
import type { JobHandlers } from '../../platform/jobs/runner';
import { PermanentJobError } from '../../platform/jobs/runner';
import type { PaymentsEnv } from './env';
import { refreshOrder } from './orders/orders';
import { planJobHandlers } from './plans/plan-jobs';
import { WebhookSignatureError } from './providers/provider';
import { SANDBOX_WEBHOOK_JOB, sandboxDeliverySchema } from './providers/sandbox';
import { AUTO_REFUND_JOB, DUPLICATE_REFUND_JOB, ORDER_EXPIRY_JOB } from './orders/reconcile';
import { duplicateRefundHandler } from './refunds/refunds';
import {
  autoRefundOrOwe,
  CANCEL_REFUND_JOB,
  cancelRefundHandler,
  MANUAL_REFUND_REMINDER_JOB,
} from './refunds/cancellation-refunds';
import { manualRefundReminderHandler } from './refunds/manual-refunds';
import { handleWebhook } from './orders/webhooks';

/**
 * Payments' job kinds: the order-expiry check (at the hold's or voucher's end), the automatic refund of a
 * payment that came too late, and the sandbox's webhook deliveries — handed, signed at delivery time, to the
 * same webhook handler the HTTP route uses, so the signature is verified on the way in as for real providers.
 */
export function paymentJobHandlers(env: PaymentsEnv): JobHandlers {
  return {
    [ORDER_EXPIRY_JOB]: async (payload) => {
      const parsed = z.object({ orderId: z.uuid() }).safeParse(payload);
      if (!parsed.success) throw new PermanentJobError(`Malformed order-expiry job: ${parsed.error.message}`);
      await refreshOrder(env, parsed.data.orderId, { ask: true, strict: true });
    },
    ...planJobHandlers(env),
    [AUTO_REFUND_JOB]: autoRefundOrOwe(env),
    [DUPLICATE_REFUND_JOB]: duplicateRefundHandler(env),
    [CANCEL_REFUND_JOB]: cancelRefundHandler(env),
    [MANUAL_REFUND_REMINDER_JOB]: manualRefundReminderHandler(env),
    [SANDBOX_WEBHOOK_JOB]: async (payload) => {
      const parsed = sandboxDeliverySchema.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError(`Malformed sandbox delivery: ${parsed.error.message}`);
      const sandbox = env.providers.sandbox;
      if (!sandbox) throw new PermanentJobError('The sandbox provider is not active: delivery dropped');
      const headers = await sandbox.signedHeaders(parsed.data.body);
      try {
        await handleWebhook(env, 'sandbox', parsed.data.body, headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new PermanentJobError(error.message);
        throw error;
      }
    },
  };
}
