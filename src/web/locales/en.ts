// The English messages every page may need: one chunk per language, loaded before the app renders
// (lib/i18n.tsx). The owner's screens' texts are in en-admin.ts, loaded with those screens.
import type { SiteMessages } from '.';
import common from './en/common.json';
import home from './en/home.json';
import projects from './en/projects.json';
import about from './en/about.json';
import diagnostic from './en/diagnostic.json';
import booking from './en/booking.json';
import auth from './en/auth.json';
import dashboard from './en/dashboard.json';
import payments from './en/payments.json';
import rental from './en/rental.json';

const messages: SiteMessages = {
  common,
  home,
  projects,
  about,
  diagnostic,
  booking,
  auth,
  dashboard,
  payments,
  rental,
};
export default messages;
