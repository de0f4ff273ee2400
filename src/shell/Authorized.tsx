/** Button permissions (section 6): hide an element unless the action is granted; `inverse` hides it when granted. */
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { hasAction } from './permissions.ts';
import { sessionState } from './state/session.ts';

export function useAuthorized(action: string): boolean {
  // subscribe to the permission list so a reload of permissions re-renders
  useSnapshot(sessionState).permissions;
  return hasAction(action);
}

export function Authorized({ action, inverse = false, children }: { action: string; inverse?: boolean; children: ReactNode }) {
  const granted = useAuthorized(action);
  return granted !== inverse ? <>{children}</> : null;
}
