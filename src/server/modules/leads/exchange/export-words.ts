import type { ExportColumn } from '@contracts/contacts';
import type { LeadStatus } from '@contracts/leads';

type Lang = 'es' | 'en';
type Words = Record<Lang, string>;

/** The export's words in both languages (ADR 046): headers, statuses, sources — never raw codes. */
export const zoneNote: Words = { es: 'hora de Ciudad de México, UTC−6', en: 'Mexico City time, UTC−6' };

export const columnWords: Record<ExportColumn, Words> = {
  name: { es: 'Nombre completo', en: 'Full name' },
  firstName: { es: 'Nombre', en: 'First Name' },
  lastName: { es: 'Apellidos', en: 'Last Name' },
  email: { es: 'Correo electrónico', en: 'Email' },
  phone: { es: 'Teléfono', en: 'Phone Number' },
  company: { es: 'Empresa', en: 'Company Name' },
  role: { es: 'Cargo', en: 'Job Title' },
  status: { es: 'Etapa', en: 'Lifecycle Stage' },
  sources: { es: 'Orígenes', en: 'Sources' },
  tags: { es: 'Etiquetas', en: 'Tags' },
  language: { es: 'Idioma', en: 'Language' },
  firstTouch: { es: 'Primer contacto', en: 'First touch' },
  lastActivity: { es: 'Última actividad', en: 'Last activity' },
  events: { es: 'Actividades', en: 'Activities' },
  notes: { es: 'Notas', en: 'Notes' },
  id: { es: 'ID', en: 'ID' },
};

export const statusWords: Record<LeadStatus, Words> = {
  new: { es: 'Nuevo', en: 'New' },
  contacted: { es: 'Contactado', en: 'Contacted' },
  qualified: { es: 'Calificado', en: 'Qualified' },
  won: { es: 'Ganado', en: 'Won' },
  lost: { es: 'Perdido', en: 'Lost' },
};

export const sourceWords: Record<string, Words> = {
  diagnostic: { es: 'Diagnóstico', en: 'Diagnostic' },
  contact: { es: 'Formulario de contacto', en: 'Contact form' },
  'launch-list': { es: 'Lista de lanzamiento', en: 'Launch list' },
  booking: { es: 'Cita', en: 'Booking' },
  stay: { es: 'Estancia', en: 'Stay' },
  payment: { es: 'Pago', en: 'Payment' },
  import: { es: 'Importación', en: 'Import' },
};

export const languageWords: Words & Record<Lang, Words> = {
  es: { es: 'Español', en: 'Spanish' },
  en: { es: 'Inglés', en: 'English' },
} as Words & Record<Lang, Words>;

export const sheetWords: Words = { es: 'Contactos', en: 'Contacts' };
