import { describe, expect, it } from 'vitest';
import type { AccessSubject, PermissionFlags, Role } from './access.ts';
import {
  areaForPath,
  guardConnectRoute,
  guardHubRoute,
  isSignupPath,
  loginPathFor,
  postLoginPath,
  safeRedirectTarget,
  welcomeName,
} from './navigation.ts';

const flags = (on: Partial<PermissionFlags> = {}): PermissionFlags => ({
  bookings: false,
  quotes: false,
  criticalChain: false,
  tracking: false,
  insights: false,
  hasHubAccess: false,
  connectAccess: false,
  ...on,
});
const user = (type: Role, extra: Partial<AccessSubject> = {}): AccessSubject => ({
  type,
  permissions: flags({ hasHubAccess: true }),
  isConnectUser: false,
  orgGroup: null,
  ...extra,
});

describe('hub §2 post-login redirect', () => {
  it('honours the redirect query first', () => {
    expect(
      postLoginPath({ user: user('NA'), redirect: '/tracking/All', fromConnect: false, smallScreen: false }),
    ).toBe('/tracking/All');
  });
  it('ignores a redirect to another site', () => {
    expect(safeRedirectTarget('//evil.example')).toBeNull();
    expect(safeRedirectTarget('https://evil.example')).toBeNull();
  });
  it('sends NU-level users to /admin', () => {
    for (const type of ['NA', 'NSU', 'NU'] as const) {
      expect(postLoginPath({ user: user(type), fromConnect: false, smallScreen: false })).toBe('/admin');
    }
  });
  it('sends customers on small screens to /tracking/All', () => {
    expect(postLoginPath({ user: user('OP'), fromConnect: false, smallScreen: true })).toBe('/tracking/All');
  });
  it('sends customers to / otherwise', () => {
    expect(postLoginPath({ user: user('CA'), fromConnect: false, smallScreen: false })).toBe('/');
  });
  it('sends connect users to the connect dashboard', () => {
    expect(postLoginPath({ user: user('TPADMIN'), fromConnect: false, smallScreen: false })).toBe(
      '/connect/dashboard',
    );
    expect(postLoginPath({ user: user('CA'), fromConnect: true, smallScreen: false })).toBe(
      '/connect/dashboard',
    );
  });
});

describe('hub §2 areas and paths', () => {
  it('treats a path containing /connect as the connect area', () => {
    expect(areaForPath('/connect/dashboard')).toBe('connect');
    expect(areaForPath('/tracking/All')).toBe('hub');
  });
  it('recognises sign-up paths in either case', () => {
    expect(isSignupPath('/signup')).toBe(true);
    expect(isSignupPath('/connect/signUp')).toBe(true);
    expect(isSignupPath('/login')).toBe(false);
  });
  it('keeps the original path in the login redirect query', () => {
    expect(loginPathFor('/tracking/All', '?advancedSearch=1')).toBe(
      '/login?redirect=%2Ftracking%2FAll%3FadvancedSearch%3D1',
    );
    expect(loginPathFor('/connect/contracts')).toBe('/connect/login?redirect=%2Fconnect%2Fcontracts');
    expect(loginPathFor('/')).toBe('/login');
  });
});

describe('route guards', () => {
  it('sends a logged-out visitor to login with the redirect', () => {
    expect(guardHubRoute(null, { role: 'ALL' }, '/settings')).toEqual({
      allow: false,
      redirectTo: '/login?redirect=%2Fsettings',
    });
  });
  it('sends trusted-party users on hub paths to the connect dashboard', () => {
    expect(guardHubRoute(user('TPADMIN'), { role: 'ALL' }, '/')).toEqual({
      allow: false,
      redirectTo: '/connect/dashboard',
    });
  });
  it('sends users without hub access to /connect/nopermission', () => {
    const noHub = user('OP', { permissions: flags() });
    expect(guardHubRoute(noHub, { role: 'ALL' }, '/')).toEqual({
      allow: false,
      redirectTo: '/connect/nopermission',
    });
  });
  it('sends users lacking the permission to /nopermission', () => {
    expect(guardHubRoute(user('OP'), { role: 'NU', permission: 'bookings' }, '/bookings')).toEqual({
      allow: false,
      redirectTo: '/nopermission',
    });
  });
  it('lets a permitted user through', () => {
    const op = user('OP', { permissions: flags({ hasHubAccess: true, tracking: true }) });
    expect(guardHubRoute(op, { role: 'NU', permission: 'tracking' }, '/tracking/All')).toEqual({
      allow: true,
    });
  });
  it('keeps hub-only users out of connect', () => {
    expect(guardConnectRoute(user('OP'), '/connect/dashboard')).toEqual({
      allow: false,
      redirectTo: '/connect/nopermission',
    });
    expect(guardConnectRoute(null, '/connect/dashboard')).toEqual({
      allow: false,
      redirectTo: '/connect/login?redirect=%2Fconnect%2Fdashboard',
    });
  });
});

describe('hub §2 welcome header', () => {
  it('shows the first name in upper case', () => {
    expect(welcomeName('Ava Importer', false)).toBe('AVA');
  });
  it('falls back to a generic greeting for long, missing or secret names', () => {
    expect(welcomeName('Bartholomewson Smith', false)).toBeNull();
    expect(welcomeName('', false)).toBeNull();
    expect(welcomeName(null, false)).toBeNull();
    expect(welcomeName('Ava', true)).toBeNull();
  });
  it('accepts a name of exactly 11 characters', () => {
    expect(welcomeName('Maximiliana X', false)).toBe('MAXIMILIANA');
  });
});
