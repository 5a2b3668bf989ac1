import type { LeadStatus } from '@contracts/leads';

/** What an imported column fills. */
export type ImportField =
  'email' | 'name' | 'firstName' | 'lastName' | 'phone' | 'company' | 'role' | 'status' | 'language';

/** Lower-case, without accents or punctuation: "Correo electrónico" → "correo electronico". */
export const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Known headers: HubSpot's contact export ("First Name", "Last Name", "Email", "Phone Number", "Company Name",
 * "Lifecycle Stage", "Lead Status", "Job Title"…), common spreadsheet names, and this site's own export in
 * both languages (so an export can be imported back).
 */
const headers: Record<string, ImportField> = {
  email: 'email',
  'e mail': 'email',
  'email address': 'email',
  correo: 'email',
  'correo electronico': 'email',
  name: 'name',
  'full name': 'name',
  'nombre completo': 'name',
  'first name': 'firstName',
  nombre: 'firstName',
  'last name': 'lastName',
  apellido: 'lastName',
  apellidos: 'lastName',
  'phone number': 'phone',
  phone: 'phone',
  'mobile phone number': 'phone',
  telefono: 'phone',
  celular: 'phone',
  'company name': 'company',
  company: 'company',
  empresa: 'company',
  'job title': 'role',
  cargo: 'role',
  puesto: 'role',
  'lifecycle stage': 'status',
  'lead status': 'status',
  etapa: 'status',
  status: 'status',
  estado: 'status',
  'preferred language': 'language',
  language: 'language',
  idioma: 'language',
};

/** Each header's field (null: not imported); a field named twice keeps its first column. */
export function mapHeaders(row: string[]): (ImportField | null)[] {
  const seen = new Set<ImportField>();
  return row.map((header) => {
    const field = headers[headerKey(header)] ?? null;
    if (!field || seen.has(field)) return null;
    seen.add(field);
    return field;
  });
}

/**
 * A stage as HubSpot (lifecycle stages, lead statuses) or this site (codes, Spanish and English words) writes
 * it → the CRM status; undefined when unknown (a row error), null when blank (nothing to set).
 */
const stages: Record<string, LeadStatus> = {
  subscriber: 'new',
  lead: 'new',
  new: 'new',
  nuevo: 'new',
  open: 'contacted',
  'in progress': 'contacted',
  'attempted to contact': 'contacted',
  connected: 'contacted',
  contacted: 'contacted',
  contactado: 'contacted',
  'marketing qualified lead': 'qualified',
  marketingqualifiedlead: 'qualified',
  'sales qualified lead': 'qualified',
  salesqualifiedlead: 'qualified',
  opportunity: 'qualified',
  'open deal': 'qualified',
  qualified: 'qualified',
  calificado: 'qualified',
  customer: 'won',
  evangelist: 'won',
  won: 'won',
  ganado: 'won',
  unqualified: 'lost',
  'bad timing': 'lost',
  lost: 'lost',
  perdido: 'lost',
};

export function stageOf(value: string): LeadStatus | null | undefined {
  const key = headerKey(value);
  if (key === '' || key === 'other') return null;
  return stages[key];
}

export function languageOf(value: string): 'es' | 'en' | null {
  const key = headerKey(value);
  if (['en', 'english', 'ingles', 'en us', 'en gb'].includes(key)) return 'en';
  if (['es', 'spanish', 'espanol', 'es mx', 'es es'].includes(key)) return 'es';
  return null;
}
