/* The auth module's door: the only file other modules and the composition root import from auth. */
import { accountAdminRoutes, profileRoutes as profileContracts } from '@contracts/api/accounts';

// HTTP: the GoTrue-compatible API, the account and profile routes, their contracts (the OpenAPI document's
// entries; /auth/v1 is GoTrue's and documented by GoTrue) and errors (app.ts).
export { authNotFound, authRoutes } from './gotrue/routes';
export { accountRoutes } from './accounts/accounts-routes';
export { profileRoutes } from './accounts/profile-routes';
export const accountOperations = [...Object.values(profileContracts), ...Object.values(accountAdminRoutes)];
export { AuthError, authErrorResponse, authErrors } from './gotrue/errors';

// Wiring: the service, the signing keys and the authenticator the domain API uses.
export { createAuthService } from './gotrue/service';
export { createKeyStore, KeyConfigError, rotateSigningKey, type KeyStore } from './credentials/keys';
export { createAuthenticator } from './accounts/viewer';

// Commands run from the CLI (and tests): make an administrator, import users.
export { createOrPromoteAdmin, removeFactors } from './admin/admin-command';
export { importUsers } from './admin/import-users';

// Read access: the users table and a user's proven e-mail address.
export { authUsers } from './schema';
export { provenEmailOf } from './accounts/proven-email';

// The language of mails to the owner (the digest of due tasks).
export { ownerLanguage } from './accounts/owner-language';
