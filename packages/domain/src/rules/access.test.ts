import { describe, expect, it } from 'vitest';
import {
  type AccessSubject,
  AT_LEAST,
  type GroupFeature,
  HUB_ROUTE_RULES,
  hasAccess,
  hasConnectAccess,
  hasGroupFeature,
  hasHubAccess,
  isAtLeast,
  type PermissionFlags,
  type RequiredRole,
  ROLES,
  type Role,
} from './access.ts';

const noFlags: PermissionFlags = {
  bookings: false,
  quotes: false,
  criticalChain: false,
  tracking: false,
  insights: false,
  hasHubAccess: false,
  connectAccess: false,
};

function subject(type: Role, overrides: Partial<AccessSubject> = {}): AccessSubject {
  return { type, permissions: { ...noFlags }, isConnectUser: false, orgGroup: null, ...overrides };
}

// hub §6, written out as the spec lists it: required role -> roles that pass.
const specTable: Record<Exclude<RequiredRole, 'ALL'>, Role[]> = {
  NA: ['NA'],
  NSU: ['NA', 'NSU'],
  NU: ['NA', 'NSU', 'NU'],
  TPADMIN: ['NA', 'NSU', 'NU', 'TPADMIN'],
  CA: ['NA', 'NSU', 'NU', 'CA'],
  ADMIN: ['NA', 'NSU', 'NU', 'TPADMIN', 'CA'],
  NC: ['NA', 'NSU', 'NU', 'TPADMIN', 'CA', 'OP'],
  OP: ['NA', 'NSU', 'NU', 'CA', 'OP', 'TPOP'],
};

describe('hub §6 at-least table', () => {
  const cases = Object.entries(specTable).flatMap(([required, allowed]) =>
    ROLES.map((role) => ({ required: required as RequiredRole, role, pass: allowed.includes(role) })),
  );
  it.each(cases)('$role at least $required is $pass', ({ required, role, pass }) => {
    expect(isAtLeast(role, required)).toBe(pass);
  });

  it('lets ALL pass every role', () => {
    for (const role of ROLES) expect(isAtLeast(role, 'ALL')).toBe(true);
  });

  it('covers every required role of the spec', () => {
    expect(Object.keys(AT_LEAST).sort()).toEqual(Object.keys(specTable).sort());
  });
});

describe('hub §6 access check', () => {
  it('denies a logged-out visitor even for ALL', () => {
    expect(hasAccess(null, { role: 'ALL' })).toBe(false);
  });

  it('grants by role', () => {
    expect(hasAccess(subject('NU'), { role: 'NU', permission: 'tracking' })).toBe(true);
  });

  it('grants an OP by the permission flag when the role does not pass', () => {
    const op = subject('OP', { permissions: { ...noFlags, tracking: true } });
    expect(hasAccess(op, { role: 'NU', permission: 'tracking' })).toBe(true);
    expect(hasAccess(op, { role: 'NU', permission: 'bookings' })).toBe(false);
  });

  it('does not grant by a flag when the rule names none', () => {
    const op = subject('OP', { permissions: { ...noFlags, tracking: true } });
    expect(hasAccess(op, { role: 'NA' })).toBe(false);
  });
});

describe("an organisation group's features (issue 15 SETTINGS)", () => {
  const tracker = (featuresOff: GroupFeature[]) =>
    subject('OP', {
      permissions: { ...noFlags, tracking: true },
      orgGroup: {
        connectAccess: false,
        generalSettings: { features: Object.fromEntries(featuresOff.map((f) => [f, false])) },
      },
    });
  it.each([
    ['tracking', HUB_ROUTE_RULES.tracking, false],
    ['deliveries', HUB_ROUTE_RULES.delivery, false],
    ['invoices', HUB_ROUTE_RULES.payments, false],
    ['deliveries', HUB_ROUTE_RULES.tracking, true],
    ['tracking', HUB_ROUTE_RULES.loggedIn, true],
  ] as const)('with %s off, the rule %o admits the group user: %s', (off, rule, admitted) => {
    expect(hasAccess(tracker([off]), rule)).toBe(admitted);
    expect(hasAccess(tracker([]), rule)).toBe(true);
  });
  it("refuses a client admin their group's switched-off area, never staff", () => {
    const ca = subject('CA', {
      orgGroup: { connectAccess: false, generalSettings: { features: { invoices: false } } },
    });
    expect(hasAccess(ca, HUB_ROUTE_RULES.accountReconciliation)).toBe(false);
    expect(hasGroupFeature(ca, 'invoices')).toBe(false);
    expect(
      hasAccess(
        subject('NU', {
          orgGroup: { connectAccess: false, generalSettings: { features: { tracking: false } } },
        }),
        HUB_ROUTE_RULES.tracking,
      ),
    ).toBe(true);
  });
});

describe('hub §6 connect access', () => {
  it('gives staff connect access', () => {
    expect(hasConnectAccess(subject('NU'))).toBe(true);
  });
  it('gives a CA connect access only when the organisation group has it', () => {
    expect(hasConnectAccess(subject('CA', { orgGroup: { connectAccess: true } }))).toBe(true);
    expect(hasConnectAccess(subject('CA', { orgGroup: { connectAccess: false } }))).toBe(false);
  });
  it('does not give an OP connect access through the organisation group', () => {
    expect(hasConnectAccess(subject('OP', { orgGroup: { connectAccess: true } }))).toBe(false);
  });
  it('gives access through the user connect flag', () => {
    expect(hasConnectAccess(subject('OP', { permissions: { ...noFlags, connectAccess: true } }))).toBe(true);
  });
  it('gives connect users and trusted parties access', () => {
    expect(hasConnectAccess(subject('OP', { isConnectUser: true }))).toBe(true);
    expect(hasConnectAccess(subject('TPADMIN'))).toBe(true);
  });
});

describe('hub access', () => {
  it('keeps trusted-party users out of the hub', () => {
    expect(hasHubAccess(subject('TPADMIN', { permissions: { ...noFlags, hasHubAccess: true } }))).toBe(false);
  });
  it('follows the hasHubAccess flag for customers', () => {
    expect(hasHubAccess(subject('OP', { permissions: { ...noFlags, hasHubAccess: true } }))).toBe(true);
    expect(hasHubAccess(subject('OP'))).toBe(false);
  });
});
