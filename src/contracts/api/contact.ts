import { contactInputSchema, contactReceivedSchema, launchListInputSchema } from '../contact';
import { defineRoute } from '../route';

/**
 * The public contact form and coming-soon sign-up (module leads): each recorded as a lead. 429 past the per-IP
 * limit; public pages call these through callLazy or their own zod-free fetch.
 */
export const contactFormRoutes = {
  send: defineRoute({
    method: 'post',
    path: '/contact',
    tag: 'contact',
    summary:
      'Send a message through the contact form: recorded in the lead of the e-mail, owner notified, visitor acknowledged',
    body: contactInputSchema,
    response: contactReceivedSchema,
    errors: [400, 429],
  }),
  launchList: defineRoute({
    method: 'post',
    path: '/contact/launch-list',
    tag: 'contact',
    summary: 'Sign up for news of an area that is not open yet (coming soon); recorded as a lead',
    body: launchListInputSchema,
    response: contactReceivedSchema,
    errors: [400, 429],
  }),
};
