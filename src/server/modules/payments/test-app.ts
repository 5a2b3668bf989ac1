// pending: reports/report.test.ts still imports this path; the shared wiring lives in src/server/test/payments-app.ts.
export { adminAuth, paymentsTestApp } from '../../test/payments-app';
