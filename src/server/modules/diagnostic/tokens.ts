import { randomBytes } from 'node:crypto';

/** The public share id: 16 URL-safe characters (96 random bits), unguessable. */
export const newShareId = () => randomBytes(12).toString('base64url');
