/**
 * Route-level rules of hub §2 and connect §2: which area a path belongs to, where a user lands after
 * signing in, and where a user who may not see a path is sent instead.
 */
import {
  type AccessRule,
  type AccessSubject,
  hasAccess,
  hasConnectAccess,
  hasHubAccess,
  isAtLeast,
  isConnectAreaUser,
} from './access.ts';

export type Area = 'hub' | 'connect';

/** hub §2: the area is connect when the path contains /connect. */
export function areaForPath(pathname: string): Area {
  return pathname.includes('/connect') ? 'connect' : 'hub';
}

/** hub §2 / connect §2: sign-up paths hide the navigation bar. */
export function isSignupPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return lower.startsWith('/signup') || lower.startsWith('/connect/signup');
}

export const LOGGED_OUT_PATHS = [
  '/login',
  '/signup',
  '/invalidToken',
  '/validate',
  '/changePassword',
  '/requestReset',
  '/connect/login',
  '/connect/signUp',
  '/connect/requestReset',
] as const;

/** Only a redirect target inside this site is honoured, so a crafted link cannot send a user elsewhere. */
export function safeRedirectTarget(target: string | null | undefined): string | null {
  if (!target) return null;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  if (LOGGED_OUT_PATHS.some((p) => target === p || target.startsWith(`${p}?`))) return null;
  return target;
}

/**
 * hub §2 post-login redirect: the redirect query target if present; connect users (and any sign-in
 * from the connect login) go to /connect/dashboard; NU-level users go to /admin; small screens go to
 * /tracking/All; everyone else to /.
 */
export function postLoginPath(input: {
  user: AccessSubject;
  redirect?: string | null;
  fromConnect: boolean;
  smallScreen: boolean;
}): string {
  const target = safeRedirectTarget(input.redirect);
  if (target) return target;
  if (isConnectAreaUser(input.user) || input.fromConnect) return '/connect/dashboard';
  if (isAtLeast(input.user.type, 'NU')) return '/admin';
  if (input.smallScreen) return '/tracking/All';
  return '/';
}

/** The login page for an area, with the original path as the redirect query (hub §2). */
export function loginPathFor(pathname: string, search = ''): string {
  const login = areaForPath(pathname) === 'connect' ? '/connect/login' : '/login';
  const original = `${pathname}${search}`;
  if (original === '/' || original === '') return login;
  return `${login}?redirect=${encodeURIComponent(original)}`;
}

export type GuardOutcome = { allow: true } | { allow: false; redirectTo: string };

/**
 * The guard for a hub route: logged-out users go to login with a redirect query; connect or
 * trusted-party users go to the connect dashboard; users without hub access go to
 * /connect/nopermission; users lacking the route's rule go to /nopermission.
 */
export function guardHubRoute(
  user: AccessSubject | null,
  rule: AccessRule,
  pathname: string,
  search = '',
): GuardOutcome {
  if (!user) return { allow: false, redirectTo: loginPathFor(pathname, search) };
  if (isConnectAreaUser(user)) return { allow: false, redirectTo: '/connect/dashboard' };
  if (!hasHubAccess(user)) return { allow: false, redirectTo: '/connect/nopermission' };
  if (!hasAccess(user, rule)) return { allow: false, redirectTo: '/nopermission' };
  return { allow: true };
}

/** connect §2: every connect route needs login plus connect access. */
export function guardConnectRoute(user: AccessSubject | null, pathname: string, search = ''): GuardOutcome {
  if (!user) return { allow: false, redirectTo: loginPathFor(pathname, search) };
  if (!hasConnectAccess(user)) return { allow: false, redirectTo: '/connect/nopermission' };
  return { allow: true };
}

/**
 * hub §2 Home page: the welcome header shows the first name in upper case; a generic greeting
 * replaces it when the name is missing, longer than 11 characters, or the user is in secret mode.
 */
export function welcomeName(fullname: string | null | undefined, isSecret: boolean, max = 11): string | null {
  if (isSecret) return null;
  const first = (fullname ?? '').trim().split(/\s+/)[0] ?? '';
  if (first.length === 0 || first.length > max) return null;
  return first.toUpperCase();
}
