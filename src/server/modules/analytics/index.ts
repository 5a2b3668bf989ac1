/*
 * Site analytics (issue 19; ADRs 038 and 039): the page-view beacon, the in-process buffer written in
 * batches, the visitor identity of daily salts, goals recorded by the server, daily rollups, the admin report
 * and its upkeep job.
 */
import { analyticsRoutes } from '@contracts/api/analytics';
import { beaconOperation } from './collect-routes';

export { collectRoutes, defaultCollectLimits, isAnalyticsBeacon, type CollectLimits } from './collect-routes';
export { createAnalyticsCollector, type AnalyticsCollector } from './collector';
export { analyticsAdminRoutes } from './admin-routes';
/** The OpenAPI document's entries: the beacon (a hand-written route) and the owner's contracts. */
export const analyticsOperations = [beaconOperation, ...Object.values(analyticsRoutes)];
export { goalRecorder, recordGoal } from './goal-recorder';
export { computeAnalytics, visitorsNow } from './report';
export {
  ANALYTICS_MAINTENANCE_JOB,
  analyticsJobHandlers,
  planAnalyticsMaintenance,
  runAnalyticsMaintenance,
} from './maintenance';
