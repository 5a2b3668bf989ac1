// The English texts of the owner's screens (and the dev mailbox): a chunk of its own, loaded with the first of
// those screens (lib/i18n.tsx loadMessagePart), so public pages never download them.
import type { AdminMessages } from '.';
import admin from './en/admin.json';
import contentAdmin from './en/contentAdmin.json';
import reports from './en/reports.json';
import exports from './en/exports.json';
import analytics from './en/analytics.json';
import rentalAnalytics from './en/rentalAnalytics.json';
import rentalSync from './en/rentalSync.json';

const messages: AdminMessages = {
  admin,
  contentAdmin,
  reports,
  exports,
  analytics,
  rentalAnalytics,
  rentalSync,
};
export default messages;
