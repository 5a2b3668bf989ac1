// The dashboard's profile form: its values, validation with the API's own schema, and error texts.
import { profileUpdateSchema, type Profile, type ProfileUpdate } from '@contracts/accounts';
import type { Language } from '@contracts/i18n';
import type { MessageKey } from '@web/lib/i18n';

export interface ProfileFormValues {
  fullName: string;
  phone: string;
  preferredLanguage: Language;
}
export type ProfileField = keyof ProfileFormValues;
export type ProfileErrorKey = Extract<MessageKey, `dashboard.profile.errors.${string}`>;

/** `shown`: the language on screen, offered when the profile holds no choice yet. */
export function valuesOf(profile: Profile, shown: Language): ProfileFormValues {
  return {
    fullName: profile.fullName,
    phone: profile.phone ?? '',
    preferredLanguage: profile.preferredLanguage ?? shown,
  };
}

const codeKeys: Record<string, ProfileErrorKey> = {
  required: 'dashboard.profile.errors.required',
  too_long: 'dashboard.profile.errors.tooLong',
  invalid_phone: 'dashboard.profile.errors.invalidPhone',
  invalid_characters: 'dashboard.profile.errors.invalidCharacters',
};

/** The text for one of the API's field codes (the schema's messages; anything else is "not valid"). */
export function fieldErrorKey(code: string | undefined): ProfileErrorKey {
  return (code && codeKeys[code]) || 'dashboard.profile.errors.invalid';
}

const fields: ProfileField[] = ['fullName', 'phone', 'preferredLanguage'];
const isField = (value: unknown): value is ProfileField => fields.includes(value as ProfileField);

/** The PATCH body (an empty phone clears it), or the error of each field. */
export function toUpdate(
  values: ProfileFormValues,
):
  | { ok: true; update: ProfileUpdate }
  | { ok: false; errors: Partial<Record<ProfileField, ProfileErrorKey>> } {
  const result = profileUpdateSchema.safeParse({
    fullName: values.fullName,
    phone: values.phone.trim() === '' ? null : values.phone,
    preferredLanguage: values.preferredLanguage,
  });
  if (result.success) return { ok: true, update: result.data };
  const errors: Partial<Record<ProfileField, ProfileErrorKey>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= fieldErrorKey(issue.message);
  }
  return { ok: false, errors };
}

/** The server's field errors (`{ fields: { phone: ['invalid_phone'] } }`) as texts for the form. */
export function serverFieldErrors(
  fieldsOfError: Record<string, string[]> | undefined,
): Partial<Record<ProfileField, ProfileErrorKey>> {
  const errors: Partial<Record<ProfileField, ProfileErrorKey>> = {};
  for (const [field, codes] of Object.entries(fieldsOfError ?? {}))
    if (isField(field)) errors[field] = fieldErrorKey(codes[0]);
  return errors;
}
