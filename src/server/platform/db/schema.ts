// Every module's tables, for the Drizzle client and drizzle-kit.
export * from './meta-schema';
export * from '../../modules/content/schema';
