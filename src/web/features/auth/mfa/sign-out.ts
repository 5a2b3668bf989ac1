import { loadAuthClient, logAuthProblem } from '@web/lib/auth-client';

/**
 * Leaves a sign-in that still owes its code: this browser's session only (scope local), so the person's
 * other devices stay signed in; the screen then shows the sign-in form again. When the server cannot be told,
 * the app's full sign-out (which forgets the session anyway) takes over.
 */
export async function endThisSession(fallback: () => Promise<void>): Promise<void> {
  try {
    const { error } = await (await loadAuthClient()).signOut({ scope: 'local' });
    if (!error) return;
    logAuthProblem('leaving the code step failed', error);
  } catch (error) {
    logAuthProblem('leaving the code step failed', error);
  }
  await fallback();
}
