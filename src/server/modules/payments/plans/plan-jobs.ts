import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { enqueueJob } from '../../../platform/jobs/queue';
import { enqueueMail } from '../../../platform/mail/outbox';
import type { JobHandlers } from '../../../platform/jobs/runner';
import { PermanentJobError } from '../../../platform/jobs/runner';
import type { PaymentsEnv } from '../env';
import { ownerPlanOverdueMail, planOverdueMail, planReminderMail } from './plan-mails';
import {
  cancelPlan,
  instalmentsOf,
  liveOrdersOf,
  lockPlan,
  PLAN_OVERDUE_JOB,
  PLAN_REMINDER_JOB,
  planSubjects,
  planUrl,
} from './plans';
import { paymentPlanInstalments } from '../schema';
import { enqueueOwnerMail } from '../../notifications';

const reminderSchema = z.object({ instalmentId: z.uuid(), days: z.number().int().optional() });

/**
 * A plan's reminder (days before a due date) and overdue check (at it). Each acts only while its instalment
 * is still due in an active plan; a plan whose appointment or stay was cancelled meanwhile is cancelled
 * instead of chasing the customer. Mails go in the same transaction as what they report (outbox).
 */
export function planJobHandlers(env: PaymentsEnv): JobHandlers {
  const run = (kind: 'reminder' | 'overdue') => async (payload: unknown) => {
    const parsed = reminderSchema.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError(`Malformed plan job: ${parsed.error.message}`);
    await env.db.transaction(async (tx) => {
      const [instalment] = await tx
        .select()
        .from(paymentPlanInstalments)
        .where(eq(paymentPlanInstalments.id, parsed.data.instalmentId));
      if (!instalment) return;
      const plan = await lockPlan(tx, instalment.planId);
      if (!plan || plan.status !== 'active') return;
      const [current] = await tx
        .select()
        .from(paymentPlanInstalments)
        .where(and(eq(paymentPlanInstalments.id, instalment.id), eq(paymentPlanInstalments.status, 'due')));
      if (!current) return;
      const summary = (await planSubjects(env, tx, [plan])).get(plan.id) ?? null;
      if (!summary || summary.status === 'cancelled') {
        await cancelPlan(tx, env, plan.id);
        return;
      }
      const all = await instalmentsOf(tx, [plan.id]);
      const unpaid = all.filter((i) => i.status === 'due').reduce((sum, i) => sum + i.amountMinor, 0);
      const input = {
        plan,
        instalment: current,
        summary,
        siteName: env.siteName,
        planUrl: planUrl(env, plan),
        remainingAfterMinor: unpaid - current.amountMinor,
      };
      // A voucher taken for it is still payable: the overdue check waits for the voucher's end.
      const pending = (await liveOrdersOf(tx, [plan.id])).find(
        (o) => o.instalmentSeq === current.seq && o.status === 'pending',
      );
      if (kind === 'overdue' && pending) {
        await enqueueJob(tx, {
          kind: PLAN_OVERDUE_JOB,
          payload: { instalmentId: current.id },
          runAt: pending.expiresAt,
          dedupeKey: `${PLAN_OVERDUE_JOB}:${current.id}:${pending.expiresAt.toISOString()}`,
        });
        return;
      }
      if (kind === 'reminder') {
        await enqueueMail(
          tx,
          planReminderMail(input),
          `payments.plan-reminder:${current.id}:${parsed.data.days ?? 0}`,
        );
        return;
      }
      await tx
        .update(paymentPlanInstalments)
        .set({ overdueNotifiedAt: env.clock() })
        .where(eq(paymentPlanInstalments.id, current.id));
      await enqueueMail(tx, planOverdueMail(input), `payments.plan-overdue:${current.id}`);
      const owner = await env.owner(tx);
      await enqueueOwnerMail(
        tx,
        ownerPlanOverdueMail({
          ...input,
          ownerEmail: owner.email,
          adminUrl: new URL('/admin/payments?tab=plans&status=overdue', env.siteUrl).href,
        }),
        `payments.owner-plan-overdue:${current.id}`,
        'payment',
      );
    });
  };
  return { [PLAN_REMINDER_JOB]: run('reminder'), [PLAN_OVERDUE_JOB]: run('overdue') };
}
