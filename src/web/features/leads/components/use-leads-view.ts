import { useListUrlState } from '@web/components/admin-list/url-state';
import { leadsCodec } from './url-state';

/** The screens' view, read from and written to the URL (filters, sort, page, open lead). */
export const useLeadsView = () => useListUrlState(leadsCodec);
