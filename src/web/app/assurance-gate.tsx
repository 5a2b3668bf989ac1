// The second factor in front of signed-in screens: a session that still owes its code gets the code step
// (then the screen asked for); an admin whom ADMIN_REQUIRE_MFA obliges to enrol gets the way to enrol. The
// server enforces both (403 aal2_required / mfa_enrollment_required); this spares the person an error screen,
// and an admin call refused that way mid-visit (the session fell back to aal1) brings the same steps.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { CodeStep } from '@web/features/auth/mfa/code-step';
import { endThisSession } from '@web/features/auth/mfa/sign-out';
import type { profileRoutes } from '@contracts/api/accounts';
import { onAssuranceRefusal, type AssuranceRefusal } from '@web/lib/api';
import { callLazy } from '@web/lib/api-call';
import { useAssurance } from '@web/lib/assurance';
import { useAuth } from '@web/lib/auth';
import { useI18n } from '@web/lib/i18n';
import { CenteredSpinner } from '@web/components/ui/spinner';
import { EnrolmentRequired } from './enrolment-required';

type SecurityRoute = (typeof profileRoutes)['security'];
const securitySchema = () => import('@contracts/api/accounts').then((m) => m.profileRoutes.security.response);

/** GET /api/me/security: whether the admin area demands a factor, and whether the person has one. */
export const securityQuery = (userId: string) =>
  queryOptions({
    queryKey: ['me', userId, 'security'] as const,
    queryFn: () => callLazy<SecurityRoute>({ method: 'get', path: '/me/security' }, securitySchema),
    staleTime: 30_000,
  });

export function AssuranceGate(props: { admin: boolean; children: ReactNode }) {
  const { t } = useI18n();
  const auth = useAuth();
  const assurance = useAssurance();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<AssuranceRefusal | null>(null);
  const userId = auth.user?.id ?? '';
  const security = useQuery({ ...securityQuery(userId), enabled: props.admin && Boolean(userId) });

  useEffect(() => onAssuranceRefusal(setRefused), []);

  if (assurance.loading) return <CenteredSpinner label={t('common.loading')} />;

  if (assurance.needsCode || refused === 'aal2_required')
    return (
      <div className="mx-auto w-full max-w-md py-10 sm:py-16">
        <CodeStep
          title={props.admin ? t('auth.mfa.guard.title') : undefined}
          lead={props.admin ? t('auth.mfa.guard.lead') : undefined}
          // This browser's session only, as the sign-in's code step and the button's text say.
          onCancel={() => endThisSession(auth.signOut)}
          onVerified={() => {
            setRefused(null);
            // What failed for want of the code loads again, now at aal2.
            void queryClient.invalidateQueries();
          }}
        />
      </div>
    );

  if (props.admin) {
    if (security.isPending && userId) return <CenteredSpinner label={t('common.loading')} />;
    // The session's own user knows a factor verified since the status was read (enrolled a moment ago).
    const mustEnrol =
      security.data?.adminMfaRequired === true &&
      !security.data.hasVerifiedFactor &&
      assurance.next !== 'aal2';
    // Unreadable status: the screen opens and the server's gate still answers for every call.
    if (mustEnrol || refused === 'mfa_enrollment_required') return <EnrolmentRequired />;
  }
  return props.children;
}
