import { contactFormRoutes as api } from '@contracts/api/contact';
import type { Context } from 'hono';
import type { Db } from '../../../platform/db/client';
import { goalVisitorOf, noGoals, type RecordGoal } from '../../../platform/goals';
import { limitPerClient } from '../../../platform/rate-limit';
import { mountRoutes, route } from '../../../platform/routes';
import { joinLaunchList, receiveContactMessage } from './contact';

export interface ContactLimits {
  /** Contact messages per IP per 10 minutes. */
  messagesPer10Min: number;
  /** Launch-list sign-ups per IP per 10 minutes. */
  signupsPer10Min: number;
}
export const defaultContactLimits: ContactLimits = { messagesPer10Min: 5, signupsPer10Min: 10 };

/** /api/contact — public: the contact form and the coming-soon sign-up (spam: honeypot + per-IP limit). */
export function contactRoutes(deps: {
  db: Db;
  siteUrl: URL;
  trustProxy: boolean;
  siteName?: string;
  limits?: ContactLimits;
  /** Analytics' goals (contact sent), handed in by app.ts. */
  goals?: RecordGoal;
}) {
  const limits = deps.limits ?? defaultContactLimits;
  const limit = (c: Context, group: string, max: number) =>
    limitPerClient(c, deps.db, {
      scope: `contact:${group}`,
      max,
      windowSeconds: 600,
      trustProxy: deps.trustProxy,
      message: 'Too many messages; please wait a few minutes and try again',
    });
  // The body is validated before the limit counts the request, as before: a malformed form costs no attempt.
  return mountRoutes('/contact', [
    route(api.send, async ({ body }, c) => {
      await limit(c, 'message', limits.messagesPer10Min);
      const visitor = goalVisitorOf(c, deps.trustProxy);
      const goals = deps.goals ?? noGoals;
      await receiveContactMessage(deps, body, (tx) => goals(tx, { goal: 'contact_sent', visitor }));
      return { received: true as const };
    }),
    route(api.launchList, async ({ body }, c) => {
      await limit(c, 'launch', limits.signupsPer10Min);
      await joinLaunchList(deps, body);
      return { received: true as const };
    }),
  ]);
}
