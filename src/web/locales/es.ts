// The Spanish messages every page may need: one chunk per language, loaded before the app renders
// (lib/i18n.tsx). The owner's screens' texts are in es-admin.ts, loaded with those screens.
import common from './es/common.json';
import home from './es/home.json';
import projects from './es/projects.json';
import about from './es/about.json';
import diagnostic from './es/diagnostic.json';
import booking from './es/booking.json';
import auth from './es/auth.json';
import dashboard from './es/dashboard.json';
import payments from './es/payments.json';
import rental from './es/rental.json';

const messages = {
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
