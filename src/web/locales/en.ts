// The English texts every page needs (the shell, menus and the content pages): one small chunk per
// language, loaded before the app renders (lib/i18n.tsx). The texts of the other screens are parts of their own,
// one namespace each (index.ts namespaceParts), loaded with those screens; the owner's screens' texts are in
// en-admin.ts.
import type { SiteMessages } from '.';
import common from './en/common.json';
import home from './en/home.json';
import projects from './en/projects.json';
import about from './en/about.json';

const messages: SiteMessages = {
  common,
  home,
  projects,
  about,
};
export default messages;
