/* The leads module's door: the only file other modules and the composition root import from leads. */
import { contactFormRoutes } from '@contracts/api/contact';
import { contactAdminRoutes } from '@contracts/api/contacts';
import { dealRoutes } from '@contracts/api/deals';
import { contactExchangeRoutes } from '@contracts/api/exchange';
import { taskRoutes } from '@contracts/api/tasks';

// HTTP: the contact form and the admin lead list, with their OpenAPI entries, mounted by app.ts.
export { contactRoutes } from './messages/contact-routes';
export { leadAdminRoutes } from './http/admin-routes';
export const contactOperations = Object.values(contactFormRoutes);
export const leadAdminOperations = [
  ...Object.values(contactAdminRoutes),
  ...Object.values(contactExchangeRoutes),
  ...Object.values(dealRoutes),
];
export { taskAdminRoutes } from './tasks/task-routes';
export const taskAdminOperations = Object.values(taskRoutes);

// Recording and reading a lead (the diagnostic turns its takers into leads); the CRM's recorder app.ts hands
// booking, rental and payments (platform/people.ts).
export { leadWithEvents, recordContact, upsertLead } from './contacts/service';

// Read access: the leads table.
export { leads } from './schema';

// The owner's daily digest of due tasks (digest module): the open tasks due by the end of today.
export { dueTaskCount, dueTasks } from './tasks/tasks';
