// The Spanish texts every page needs (the shell, menus and the content pages): one small chunk per
// language, loaded before the app renders (lib/i18n.tsx). The texts of the other screens are parts of their own,
// one namespace each (index.ts namespaceParts), loaded with those screens; the owner's screens' texts are in
// es-admin.ts.
import common from './es/common.json';
import home from './es/home.json';
import projects from './es/projects.json';
import about from './es/about.json';

const messages = {
  common,
  home,
  projects,
  about,
};
export default messages;
