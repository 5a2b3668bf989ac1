import { useUrlView } from '@web/lib/url-state';
import { paramsFromView, viewFromParams } from './url-state';

/** The screen's view, read from and written to the URL (filters, sort, page, open payment). */
export const usePaymentsView = () => useUrlView(viewFromParams, paramsFromView);
