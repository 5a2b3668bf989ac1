// pending: reports/overview.test.ts still imports this path; the aggregate lives in src/server/db-schema.ts.
export * from '../../db-schema';
