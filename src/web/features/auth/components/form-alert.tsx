import type { ReactNode } from 'react';
import { Notice } from '@web/components/ui/form-notice';

/**
 * The form-level error at the top of a form, announced when it appears and focusable, so focus can
 * move to it after a failed submit. `children` adds an action (say, "resend the confirmation").
 */
export function FormAlert(props: { id: string; message?: string; children?: ReactNode }) {
  return (
    <div
      id={props.id}
      role="alert"
      tabIndex={-1}
      className="rounded-2xl outline-none empty:hidden focus-visible:ring-2 focus-visible:ring-ring"
    >
      {props.message ? (
        <Notice tone="error">
          <p>{props.message}</p>
          {props.children}
        </Notice>
      ) : null}
    </div>
  );
}
