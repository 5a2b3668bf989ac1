// Every module's tables, for the Drizzle client and drizzle-kit.
export * from './meta-schema';
export * from '../../modules/content/schema';
export * from '../../modules/content/cv-schema';
export * from '../jobs/schema';
export * from '../mail/schema';
export * from '../../modules/auth/schema';
export * from '../../modules/leads/schema';
export * from '../../modules/diagnostic/schema';
export * from '../../modules/booking/schema';
export * from '../../modules/rental/schema';
export * from '../../modules/payments/schema';
export * from '../../modules/notifications/schema';
export * from '../../modules/payments/refund-schema';
export * from '../../modules/reports/schema';
