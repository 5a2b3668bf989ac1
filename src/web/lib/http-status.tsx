import { createContext, useContext, type ReactNode } from 'react';

/** Lets a screen rendered on the server set the HTTP status (404 for a missing project, say). */
const StatusContext = createContext<{ status: number } | null>(null);

export function HttpStatusCollector(props: { target: { status: number }; children: ReactNode }) {
  return <StatusContext.Provider value={props.target}>{props.children}</StatusContext.Provider>;
}

export function useHttpStatus(status: number) {
  const target = useContext(StatusContext);
  if (target) target.status = status;
}
