import type { CustomerAppointment } from '@contracts/booking';
import type { UseMutationOptions, UseMutationResult } from '@tanstack/react-query';

/*
 * Types shared by booking's write hooks (admin.ts, book.ts, manage.ts, me.ts). Types only: importing this file
 * adds nothing to a page's JavaScript.
 */

/** A screen's reactions to a write (a dialog closing, a notice), run by the hook after its own cache work. */
export type MutationReactions<TData, TVariables> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onSuccess' | 'onError' | 'onSettled'
>;

/** A customer's cancellation: the refund the dialog showed goes along (the server refuses a lower one). */
export type CancelAppointmentInput = { reason: string; quotedRefundMinor?: number };

/** The customer's writes on one appointment, from the manage link (manage.ts) or the dashboard (me.ts). */
export type RescheduleAppointment = UseMutationResult<CustomerAppointment, Error, string>;
export type CancelAppointment = UseMutationResult<CustomerAppointment, Error, CancelAppointmentInput>;
