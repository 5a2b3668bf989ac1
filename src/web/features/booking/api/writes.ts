import type { MutationReactions } from '@web/lib/mutation-reactions';
import type { CustomerAppointment } from '@contracts/booking';
import type { UseMutationResult } from '@tanstack/react-query';

/*
 * Types shared by booking's write hooks (admin.ts, book.ts, manage.ts, me.ts). Types only: importing this file
 * adds nothing to a page's JavaScript.
 */

export type { MutationReactions };

/** A customer's cancellation: the refund the dialog showed goes along (the server refuses a lower one). */
export type CancelAppointmentInput = { reason: string; quotedRefundMinor?: number };

/** The customer's writes on one appointment, from the manage link (manage.ts) or the dashboard (me.ts). */
export type RescheduleAppointment = UseMutationResult<CustomerAppointment, Error, string>;
export type CancelAppointment = UseMutationResult<CustomerAppointment, Error, CancelAppointmentInput>;
