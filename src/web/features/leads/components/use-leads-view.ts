import { useUrlView } from '@web/lib/url-state';
import { paramsFromView, viewFromParams } from './url-state';

/** The screen's view, read from and written to the URL (filters, sort, page, open lead). */
export const useLeadsView = () => useUrlView(viewFromParams, paramsFromView);
