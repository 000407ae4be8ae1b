/**
 * Applies the guard's decision to the current location: renders the page, or redirects. An
 * anonymous user sent to /login carries the wanted page in the router state (nextPathname,
 * nextSearch), which react-admin's useLogin goes back to after signing in.
 */
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { session } from '../authProvider/session';
import { guardDecision, homePath, type GuardUser } from './decide';

/** The signed-in user as the guard sees them (read on every render: sign-in and sign-out change it). */
export function currentGuardUser(): GuardUser | null {
  const stored = session.read();
  if (!stored) return null;
  const user = stored.user;
  return { ability: Array.isArray(user?.ability) ? user.ability : [], home: user?.home || null, phone: isPhone(), ...(user?.mfa_setup_required ? { mfaSetup: true } : {}) };
}

/** A phone-sized screen: narrower than MUI's sm breakpoint (600 px), as the layout's own. */
const isPhone = () => typeof window !== 'undefined' && !!window.matchMedia?.('(max-width: 599.95px)').matches;

/** The signed-in user's home path (their role's home, else /dashboard). */
export function currentHomePath(): string {
  const user = currentGuardUser();
  return user ? homePath(user) : '/login';
}

export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const decision = guardDecision(location, currentGuardUser());
  if (decision.kind === 'allow') return <>{children}</>;
  const state = decision.next ? { nextPathname: decision.next.pathname, nextSearch: decision.next.search } : undefined;
  return <Navigate to={decision.to} replace state={state} />;
};

/** The guard as a layout route, for the full-layout pages. */
export const GuardedOutlet = () => (
  <RouteGuard>
    <Outlet />
  </RouteGuard>
);
