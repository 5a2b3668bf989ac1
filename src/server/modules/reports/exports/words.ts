import type { Words } from './table';

/** The words of codes that appear in exports, in both languages. */

export const appointmentStatusWords: Record<string, Words> = {
  held: { es: 'Reservada (sin pagar)', en: 'Held (unpaid)' },
  pending_payment: { es: 'Pago pendiente', en: 'Payment pending' },
  confirmed: { es: 'Confirmada', en: 'Confirmed' },
  cancelled: { es: 'Cancelada', en: 'Cancelled' },
  completed: { es: 'Realizada', en: 'Completed' },
  no_show: { es: 'No asistió', en: 'No-show' },
  expired: { es: 'Vencida', en: 'Expired' },
};

export const movementWords: Record<string, Words> = {
  payment: { es: 'Pago', en: 'Payment' },
  refund: { es: 'Reembolso', en: 'Refund' },
  manual_refund: { es: 'Reembolso manual', en: 'Manual refund' },
};

export const purposeWords: Record<string, Words> = {
  appointment: { es: 'Cita', en: 'Appointment' },
  stay: { es: 'Estancia', en: 'Stay' },
  plan_instalment: { es: 'Pago de plan', en: 'Plan instalment' },
};

export const orderStatusWords: Record<string, Words> = {
  open: { es: 'Abierto', en: 'Open' },
  pending: { es: 'Pendiente', en: 'Pending' },
  paid: { es: 'Pagado', en: 'Paid' },
  failed: { es: 'Fallido', en: 'Failed' },
  expired: { es: 'Vencido', en: 'Expired' },
  refunded: { es: 'Reembolsado', en: 'Refunded' },
  partially_refunded: { es: 'Reembolso parcial', en: 'Partially refunded' },
};

export const instalmentStatusWords: Record<string, Words> = {
  due: { es: 'Por pagar', en: 'Due' },
  overdue: { es: 'Vencido', en: 'Overdue' },
  paid: { es: 'Pagado', en: 'Paid' },
  cancelled: { es: 'Cancelado', en: 'Cancelled' },
};

export const planOptionWords: Record<string, Words> = {
  full: { es: 'Pago completo', en: 'Paid in full' },
  deposit: { es: 'Anticipo y saldo', en: 'Deposit and balance' },
  instalments: { es: 'Mensualidades', en: 'Instalments' },
};

export const leadStatusWords: Record<string, Words> = {
  new: { es: 'Nuevo', en: 'New' },
  contacted: { es: 'Contactado', en: 'Contacted' },
  qualified: { es: 'Calificado', en: 'Qualified' },
  won: { es: 'Ganado', en: 'Won' },
  lost: { es: 'Perdido', en: 'Lost' },
};

export const stayStatusWords: Record<string, Words> = {
  held: { es: 'Reservada (sin pagar)', en: 'Held (unpaid)' },
  pending_payment: { es: 'Pago pendiente', en: 'Payment pending' },
  confirmed: { es: 'Confirmada', en: 'Confirmed' },
  cancelled: { es: 'Cancelada', en: 'Cancelled' },
  expired: { es: 'Vencida', en: 'Expired' },
};

export const dimensionWords: Record<string, Words> = {
  purpose: { es: 'Propósito', en: 'Purpose' },
  positioning: { es: 'Posicionamiento', en: 'Positioning' },
  visual: { es: 'Identidad visual', en: 'Visual identity' },
  digital: { es: 'Presencia digital', en: 'Digital presence' },
  content: { es: 'Contenido', en: 'Content' },
  reputation: { es: 'Reputación', en: 'Reputation' },
};

export const languageWords: Record<string, Words> = {
  es: { es: 'Español', en: 'Spanish' },
  en: { es: 'Inglés', en: 'English' },
};

export const levelWords: Record<string, Words> = {
  emerging: { es: 'Emergente', en: 'Emerging' },
  developing: { es: 'En desarrollo', en: 'Developing' },
  established: { es: 'Consolidada', en: 'Established' },
  leading: { es: 'Líder', en: 'Leading' },
};

/** Where a lead came from (leads' knownLeadSources); a source the site adds later stays as its code. */
export const leadSourceWords: Record<string, Words> = {
  diagnostic: { es: 'Diagnóstico', en: 'Diagnostic' },
  contact: { es: 'Contacto', en: 'Contact' },
  'launch-list': { es: 'Lista de lanzamiento', en: 'Launch list' },
};

export const providerWords: Record<string, Words> = {
  sandbox: { es: 'Sandbox', en: 'Sandbox' },
  stripe: { es: 'Stripe', en: 'Stripe' },
  mercadopago: { es: 'Mercado Pago', en: 'Mercado Pago' },
};
