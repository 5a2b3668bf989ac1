// Both languages and both parts loaded at once: the server renderer and unit tests use them synchronously.
import { registerMessages } from '../lib/i18n';
import enAdmin from './en-admin';
import en from './en';
import esAdmin from './es-admin';
import es from './es';

registerMessages('es', es, 'site');
registerMessages('es', esAdmin, 'admin');
registerMessages('en', en, 'site');
registerMessages('en', enAdmin, 'admin');
