import { isExclusionViolation } from '../../../platform/db/errors';

export { isRetryable, sqlState, withRetry } from '../../../platform/db/errors';

/** exclusion_violation: the appointments_no_overlap constraint refused an overlapping live appointment. */
export const isOverlap = isExclusionViolation;
