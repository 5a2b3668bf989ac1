import type { MessageKey } from '@web/lib/i18n';

/** The site's sections, in the header and in the phone menu. */
export const navItems: { to: string; label: MessageKey }[] = [
  { to: '/app', label: 'common.nav.home' },
  { to: '/biography', label: 'common.nav.about' },
  { to: '/projects', label: 'common.nav.portfolio' },
  { to: '/app#services', label: 'common.nav.services' },
  { to: '/app#contact', label: 'common.nav.contact' },
];
