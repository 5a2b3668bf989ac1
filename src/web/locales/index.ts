// One JSON file per namespace and language; es and en must have identical keys (checked by a test).
import esCommon from './es/common.json';
import esHome from './es/home.json';
import esProjects from './es/projects.json';
import esAbout from './es/about.json';
import esDiagnostic from './es/diagnostic.json';
import esBooking from './es/booking.json';
import esAuth from './es/auth.json';
import esDashboard from './es/dashboard.json';
import esAdmin from './es/admin.json';
import esPayments from './es/payments.json';
import esRental from './es/rental.json';
import enCommon from './en/common.json';
import enHome from './en/home.json';
import enProjects from './en/projects.json';
import enAbout from './en/about.json';
import enDiagnostic from './en/diagnostic.json';
import enBooking from './en/booking.json';
import enAuth from './en/auth.json';
import enDashboard from './en/dashboard.json';
import enAdmin from './en/admin.json';
import enPayments from './en/payments.json';
import enRental from './en/rental.json';

export const messages = {
  es: {
    common: esCommon,
    home: esHome,
    projects: esProjects,
    about: esAbout,
    diagnostic: esDiagnostic,
    booking: esBooking,
    auth: esAuth,
    dashboard: esDashboard,
    admin: esAdmin,
    payments: esPayments,
    rental: esRental,
  },
  en: {
    common: enCommon,
    home: enHome,
    projects: enProjects,
    about: enAbout,
    diagnostic: enDiagnostic,
    booking: enBooking,
    auth: enAuth,
    dashboard: enDashboard,
    admin: enAdmin,
    payments: enPayments,
    rental: enRental,
  },
} as const;

export type Messages = (typeof messages)['es'];
