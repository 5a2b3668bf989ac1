/* The auth module's door: the only file other modules and the composition root import from auth. */

// HTTP: the GoTrue-compatible API, the account and profile routes, their OpenAPI entries and errors (app.ts).
export { authNotFound, authRoutes } from './routes';
export { accountRoutes } from './accounts-routes';
export { profileRoutes } from './profile-routes';
export { accountOperations } from './operations';
export { AuthError, authErrorResponse, authErrors } from './errors';

// Wiring: the service, the signing keys and the authenticator the domain API uses.
export { createAuthService } from './service';
export { createKeyStore, KeyConfigError, rotateSigningKey, type KeyStore } from './keys';
export { createAuthenticator } from './viewer';

// Commands run from the CLI (and tests): make an administrator, import users.
export { createOrPromoteAdmin, removeFactors } from './admin-command';
export { importUsers } from './import-users';

// Read access: the users table and a user's proven e-mail address.
export { authUsers } from './schema';
export { provenEmailOf } from './proven-email';

// The language of mails to the owner (the digest of due tasks).
export { ownerLanguage } from './owner-language';
