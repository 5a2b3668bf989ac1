// Every namespace of the English messages: one chunk per language, loaded before the app renders (i18n.tsx).
import type { Messages } from '.';
import common from './en/common.json';
import home from './en/home.json';
import projects from './en/projects.json';
import about from './en/about.json';
import diagnostic from './en/diagnostic.json';
import booking from './en/booking.json';
import auth from './en/auth.json';
import dashboard from './en/dashboard.json';
import admin from './en/admin.json';
import payments from './en/payments.json';
import rental from './en/rental.json';
import contentAdmin from './en/contentAdmin.json';
import reports from './en/reports.json';
import exports from './en/exports.json';
import analytics from './en/analytics.json';

const messages: Messages = {
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
