import type { Profile } from '@contracts/accounts';

type ProfileLanguage = Pick<Profile, 'preferredLanguage'> | null | undefined;

/**
 * Whether a language change made on screen is saved to the profile: only once the profile has loaded (else the
 * detected language could overwrite the person's choice before it arrives); a profile without a choice gets one.
 */
export function savesLanguageChange(userId: string | null, profile: ProfileLanguage): boolean {
  return userId !== null && profile != null;
}
