import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { redirectTarget } from './status-view';

/** Goes to an address the payments API answered: inside the app when it is this site, else a full load. */
export function useGoTo() {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const target = redirectTarget(url, window.location.origin);
      if (!target) return;
      if (target.kind === 'app') void navigate(target.path);
      else window.location.assign(target.href);
    },
    [navigate],
  );
}
