// The account forms' schemas, shared by the screens of this issue and the auth client that will submit them.
// Every error message is an i18n key (`auth.errors.*`); translate it with `t(key, authErrorVars)`.
import { z } from 'zod';
import type { MessageKey } from '@web/lib/i18n';
import { DEFAULT_PASSWORD_POLICY, passwordRules, type PasswordPolicy } from './password-policy';

type AuthErrorKey = Extract<MessageKey, `auth.errors.${string}`>;

/** The password policy's default length (the server's is configurable and announced in its settings). */
export const PASSWORD_MIN_LENGTH = DEFAULT_PASSWORD_POLICY.minLength;
/** GoTrue's limit: bcrypt (imported hashes) reads only 72 bytes, so longer passwords are refused, not cut. */
export const PASSWORD_MAX_LENGTH = 72;
export const FULL_NAME_MAX_LENGTH = 120;

/** Values for the placeholders of the error messages. */
export const authErrorVars = {
  min: PASSWORD_MIN_LENGTH,
  max: FULL_NAME_MAX_LENGTH,
  maxPassword: PASSWORD_MAX_LENGTH,
} as const;

/** The error messages' values under a policy (its minimum length may be longer than the default). */
export function authErrorVarsFor(policy: PasswordPolicy) {
  return { ...authErrorVars, min: policy.minLength };
}

const msg = (key: AuthErrorKey) => ({ error: key });

const emailFormat = z.email(msg('auth.errors.emailInvalid'));
const email = z.string().trim().min(1, msg('auth.errors.emailRequired')).pipe(emailFormat);
/** On sign-in and sign-up an empty e-mail is the form-level credentials error, not a field error. */
const emailWhenGiven = z
  .string()
  .trim()
  .pipe(z.union([z.literal(''), emailFormat], msg('auth.errors.emailInvalid')));

function passwordPolicy(required: boolean, policy: PasswordPolicy) {
  const isDefaultSets =
    policy.requiredCharacters.join(':') === DEFAULT_PASSWORD_POLICY.requiredCharacters.join(':');
  return z
    .string()
    .refine((p) => !required || p.length > 0, msg('auth.errors.passwordRequired'))
    .refine((p) => p.length === 0 || [...p].length >= policy.minLength, msg('auth.errors.passwordTooShort'))
    .refine((p) => p.length <= PASSWORD_MAX_LENGTH, msg('auth.errors.passwordTooLong'))
    .refine(
      (p) => p.length === 0 || passwordRules(p, policy).every((rule) => rule.met),
      msg(
        isDefaultSets ? 'auth.errors.passwordNeedsLetterAndDigit' : 'auth.errors.passwordMissingCharacters',
      ),
    );
}

/**
 * The product rule for sign-in and sign-up: without an e-mail (or phone) plus a password the form says
 * "You must provide either an email or phone number and a password" (the auth client's own message),
 * as one form-level error; the form marks the empty ones (components/auth-field.ts).
 * Object-level refinements run even when a field failed, so the other fields' errors show at the same time.
 */
function requireCredentials(value: { email: string; password: string }, ctx: z.RefinementCtx) {
  if (value.email.trim() && value.password) return;
  ctx.addIssue({ code: 'custom', path: [], message: 'auth.errors.credentialsRequired' });
}

export const signInSchema = z
  .object({ email: emailWhenGiven, password: z.string() })
  .superRefine(requireCredentials);
export type SignInValues = z.input<typeof signInSchema>;

export const signUpSchemaFor = (policy: PasswordPolicy) =>
  z
    .object({
      fullName: z
        .string()
        .trim()
        .min(1, msg('auth.errors.fullNameRequired'))
        .max(FULL_NAME_MAX_LENGTH, msg('auth.errors.fullNameTooLong')),
      email: emailWhenGiven,
      password: passwordPolicy(false, policy),
      consent: z.boolean().refine((v) => v, msg('auth.errors.consentRequired')),
    })
    .superRefine(requireCredentials);
export const signUpSchema = signUpSchemaFor(DEFAULT_PASSWORD_POLICY);
export type SignUpValues = z.input<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

export const newPasswordSchemaFor = (policy: PasswordPolicy) =>
  z
    .object({ password: passwordPolicy(true, policy), confirm: z.string() })
    .refine((v) => v.password === v.confirm, { ...msg('auth.errors.passwordMismatch'), path: ['confirm'] });
export const newPasswordSchema = newPasswordSchemaFor(DEFAULT_PASSWORD_POLICY);
export type NewPasswordValues = z.input<typeof newPasswordSchema>;

/** The address a verification screen shows, when the query carries a valid one. */
export function emailFromQuery(value: string | null): string | null {
  const parsed = email.safeParse(value ?? '');
  return parsed.success ? parsed.data : null;
}
