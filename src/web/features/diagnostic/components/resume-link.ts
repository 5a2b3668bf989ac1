import type { Draft } from '@contracts/diagnostic';
import { useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from '@web/lib/api';
import { fetchDraft } from '../api/diagnostic';

export type ResumeState = 'none' | 'loading' | 'restored' | 'invalid' | 'failed';

/** The draft named by a "continue later" link: `#resume=<draft token>&email=<address>` (fragment only). */
function readResumeFragment(): { token: string; email: string } | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.hash.slice(1));
  const token = params.get('resume');
  const email = params.get('email');
  return token && email ? { token, email } : null;
}

/**
 * On arrival through a "continue later" link, loads that draft from the server and hands it to `apply`,
 * then drops the fragment from the address bar (so the token is not bookmarked or shared by accident).
 */
export function useResumeFromLink(
  version: string,
  apply: (draft: Draft, token: string) => void,
): ResumeState {
  const [state, setState] = useState<ResumeState>('none');
  const onDraft = useEffectEvent(apply);
  useEffect(() => {
    const link = readResumeFragment();
    if (!link) return;
    setState('loading');
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    fetchDraft(link.email, version, link.token)
      .then((draft) => {
        onDraft(draft, link.token);
        setState('restored');
      })
      .catch((error: unknown) =>
        setState(error instanceof ApiError && error.status === 404 ? 'invalid' : 'failed'),
      );
  }, [version]);
  return state;
}
