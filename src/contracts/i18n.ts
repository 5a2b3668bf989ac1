import { z } from 'zod';
import { languages } from './language';

export * from './language';

export const languageSchema = z.enum(languages);
