import { deferred } from '@web/components/ui/deferred-menu';

/** The header's menus (theme, account, phone sheet) with Radix: one chunk, loaded when a visitor opens one. */
export const headerMenus = deferred(() => import('./header-menus'));
