// Every language and every part loaded at once: the server renderer and unit tests use them synchronously.
import { registerMessages } from '../lib/i18n';
import enAdmin from './en-admin';
import en from './en';
import esAdmin from './es-admin';
import es from './es';
import enAuth from './en/auth.json';
import enBooking from './en/booking.json';
import enDashboard from './en/dashboard.json';
import enDiagnostic from './en/diagnostic.json';
import enPayments from './en/payments.json';
import enRental from './en/rental.json';
import esAuth from './es/auth.json';
import esBooking from './es/booking.json';
import esDashboard from './es/dashboard.json';
import esDiagnostic from './es/diagnostic.json';
import esPayments from './es/payments.json';
import esRental from './es/rental.json';

registerMessages('es', es, 'site');
registerMessages('es', esAdmin, 'admin');
registerMessages('en', en, 'site');
registerMessages('en', enAdmin, 'admin');
const screens = {
  es: {
    auth: esAuth,
    booking: esBooking,
    dashboard: esDashboard,
    diagnostic: esDiagnostic,
    payments: esPayments,
    rental: esRental,
  },
  en: {
    auth: enAuth,
    booking: enBooking,
    dashboard: enDashboard,
    diagnostic: enDiagnostic,
    payments: enPayments,
    rental: enRental,
  },
} as const;
for (const lang of ['es', 'en'] as const)
  for (const [part, messages] of Object.entries(screens[lang]))
    registerMessages(lang, { [part]: messages }, part as keyof (typeof screens)['es']);
