// Both languages loaded at once: the server renderer and unit tests use them synchronously.
import { registerMessages } from '../lib/i18n';
import en from './en';
import es from './es';

registerMessages('es', es);
registerMessages('en', en);
