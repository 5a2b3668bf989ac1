import { z } from 'zod';
import { hasInvalidCharacters, INVALID_CHARACTERS } from './text';

/**
 * A string the database can keep (see `text.ts`); chain `.trim()`, `.max()` and the rest as on `z.string()`.
 * Every /api request is already refused at the boundary when it carries such text
 * (src/server/platform/input-guard.ts); schemas use this to say the rule where the field is defined.
 */
export const safeText = () => z.string().refine((text) => !hasInvalidCharacters(text), INVALID_CHARACTERS);
