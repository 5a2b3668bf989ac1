// The Spanish texts of the owner's screens (and the dev mailbox): a chunk of its own, loaded with the first of
// those screens (lib/i18n.tsx loadMessagePart), so public pages never download them.
import admin from './es/admin.json';
import contentAdmin from './es/contentAdmin.json';
import reports from './es/reports.json';
import exports from './es/exports.json';
import analytics from './es/analytics.json';
import rentalAnalytics from './es/rentalAnalytics.json';
import rentalSync from './es/rentalSync.json';

const messages = {
  admin,
  contentAdmin,
  reports,
  exports,
  analytics,
  rentalAnalytics,
  rentalSync,
};
export default messages;
