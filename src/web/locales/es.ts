// Every namespace of the Spanish messages: one chunk per language, loaded before the app renders (i18n.tsx).
import common from './es/common.json';
import home from './es/home.json';
import projects from './es/projects.json';
import about from './es/about.json';
import diagnostic from './es/diagnostic.json';
import booking from './es/booking.json';
import auth from './es/auth.json';
import dashboard from './es/dashboard.json';
import admin from './es/admin.json';
import payments from './es/payments.json';
import rental from './es/rental.json';
import contentAdmin from './es/contentAdmin.json';
import reports from './es/reports.json';
import exports from './es/exports.json';
import analytics from './es/analytics.json';

const messages = {
  common,
  home,
  projects,
  about,
  diagnostic,
  booking,
  auth,
  dashboard,
  admin,
  payments,
  rental,
  contentAdmin,
  reports,
  exports,
  analytics,
};
export default messages;
