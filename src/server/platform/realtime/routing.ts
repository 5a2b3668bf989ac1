import {
  paymentTopic,
  planTopic,
  userTopic,
  type AdminTopic,
  type ChangeKind,
  type ChangePayload,
} from '@contracts/realtime';
import type { Notice } from './notify';

/** The admin list each kind of change belongs to (plans are shown with payments). */
const adminTopicOf: Record<ChangeKind, AdminTopic> = {
  appointment: 'admin:appointments',
  stay: 'admin:stays',
  lead: 'admin:leads',
  payment: 'admin:payments',
  plan: 'admin:payments',
  diagnostic: 'admin:diagnostic',
  visitors: 'admin:analytics',
};

/** Every topic a notice concerns: its admin list, and the owner's, the payment's and the plan's own topics. */
export function topicsOf(notice: Notice): string[] {
  const topics: string[] = [adminTopicOf[notice.kind]];
  if (notice.user) topics.push(userTopic(notice.user));
  if (notice.ref) topics.push(paymentTopic(notice.ref));
  if (notice.plan) topics.push(planTopic(notice.plan));
  return topics;
}

/** What a browser is told: the kind, id, operation (and the visitors count) — never the routing keys. */
export function changeOf(notice: Notice): ChangePayload {
  const change: ChangePayload = { kind: notice.kind };
  if (notice.id !== undefined) change.id = notice.id;
  if (notice.op !== undefined) change.op = notice.op;
  if (notice.count !== undefined) change.count = notice.count;
  return change;
}
