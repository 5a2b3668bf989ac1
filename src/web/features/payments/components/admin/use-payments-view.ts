import { useListUrlState } from '@web/components/admin-list/url-state';
import { paymentsCodec } from './url-state';

/** The screen's view, read from and written to the URL (filters, sort, page, open payment). */
export const usePaymentsView = () => useListUrlState(paymentsCodec);
