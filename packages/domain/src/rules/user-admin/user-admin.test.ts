import { describe, expect, it } from 'vitest';
import type { Role } from '../access.ts';
import { csvCell, groupInactiveUsers, type InactiveUserRow, inactiveUsersCsv } from './inactive-users.ts';
import {
  canReadUser,
  grantableRoles,
  mayInviteUser,
  mayManageUser,
  maySetUserPath,
  type UserAdminCaller,
  type UserAdminTarget,
} from './user-admin.ts';

const ACME = 'acme';
const KIWI = 'kiwi';
const caller = (role: Role, orgGroupId: string | null = null): UserAdminCaller => ({
  id: 'me',
  role,
  orgGroupId,
});
const user = (role: Role, orgGroupId: string | null, id = 'them'): UserAdminTarget => ({
  id,
  role,
  orgGroupId,
});

const NA = caller('NA');
const NSU = caller('NSU');
const NU = caller('NU');
const CA = caller('CA', ACME);
const OP = caller('OP', ACME);

describe('who may set a role with PUT single (the matrix)', () => {
  // [caller, target, new role, expected]
  const cases: [string, UserAdminCaller, UserAdminTarget, Role, string][] = [
    ['NA gives an ACME operator CA', NA, user('OP', ACME), 'CA', 'ALLOWED'],
    ['NA gives a KIWI operator ADMIN', NA, user('OP', KIWI), 'ADMIN', 'ALLOWED'],
    ['NA makes a staff NU an NSU', NA, user('NU', null), 'NSU', 'ALLOWED'],
    ['NA never gives a group user a staff role', NA, user('OP', ACME), 'NU', 'FORBIDDEN'],
    ['NA never gives a staff user a group role', NA, user('NU', null), 'OP', 'FORBIDDEN'],
    ['NSU gives a KIWI user NC', NSU, user('OP', KIWI), 'NC', 'ALLOWED'],
    ['NSU never gives NA', NSU, user('NU', null), 'NA', 'FORBIDDEN'],
    ['NSU never changes an NA', NSU, user('NA', null), 'NSU', 'FORBIDDEN'],
    ['NU reads only', NU, user('OP', ACME), 'CA', 'FORBIDDEN'],
    ['CA gives their own operator CA', CA, user('OP', ACME), 'CA', 'ALLOWED'],
    ['CA gives their own operator ADMIN', CA, user('OP', ACME), 'ADMIN', 'ALLOWED'],
    ['CA demotes another CA of their group', CA, user('CA', ACME), 'OP', 'ALLOWED'],
    ['CA never grants NU', CA, user('OP', ACME), 'NU', 'FORBIDDEN'],
    ['CA never grants NSU', CA, user('OP', ACME), 'NSU', 'FORBIDDEN'],
    ['CA never grants NA', CA, user('OP', ACME), 'NA', 'FORBIDDEN'],
    ['CA never grants TPADMIN (above CA)', CA, user('OP', ACME), 'TPADMIN', 'FORBIDDEN'],
    ['CA cannot see a KIWI user', CA, user('OP', KIWI), 'OP', 'NOT_FOUND'],
    ['CA cannot see a staff user', CA, user('NU', null), 'NU', 'NOT_FOUND'],
    ['an operator manages nobody', OP, user('OP', ACME), 'OP', 'NOT_FOUND'],
    ['NA does not change their own role', NA, user('NA', null, 'me'), 'NSU', 'FORBIDDEN'],
    ['CA does not change their own role', CA, user('CA', ACME, 'me'), 'OP', 'FORBIDDEN'],
    ["NA leaves a trusted party's user to the connect calls", NA, user('TPOP', null), 'NU', 'FORBIDDEN'],
  ];
  it.each(cases)('%s', (_, who, target, value, expected) => {
    expect(maySetUserPath(who, target, { path: 'role', value })).toBe(expected);
  });
});

describe('who may set a permission flag', () => {
  const cases: [
    string,
    UserAdminCaller,
    UserAdminTarget,
    'tracking' | 'isSecret' | 'connectAccess',
    string,
  ][] = [
    ['CA turns tracking on for their own user', CA, user('OP', ACME), 'tracking', 'ALLOWED'],
    ['CA gives connect access to their own user', CA, user('OP', ACME), 'connectAccess', 'ALLOWED'],
    ['CA sets no flag for another group', CA, user('OP', KIWI), 'tracking', 'NOT_FOUND'],
    ['CA does not set secret mode (staff only)', CA, user('OP', ACME), 'isSecret', 'FORBIDDEN'],
    ['NA sets secret mode', NA, user('OP', KIWI), 'isSecret', 'ALLOWED'],
    ['NU sets nothing', NU, user('OP', ACME), 'tracking', 'FORBIDDEN'],
    ['nobody gives themselves a flag', CA, user('CA', ACME, 'me'), 'tracking', 'FORBIDDEN'],
  ];
  it.each(cases)('%s', (_, who, target, path, expected) => {
    expect(maySetUserPath(who, target, { path, value: true })).toBe(expected);
  });
});

describe('the roles offered in the role select', () => {
  it('offers a client admin only the group roles up to CA', () => {
    expect(grantableRoles(CA, user('OP', ACME))).toEqual(['CA', 'ADMIN', 'NC', 'OP']);
  });
  it('offers NSU the staff roles up to NSU for a staff user', () => {
    expect(grantableRoles(NSU, user('NU', null))).toEqual(['NSU', 'NU']);
  });
  it('offers nothing on your own row, nor to NU staff', () => {
    expect(grantableRoles(NA, user('NA', null, 'me'))).toEqual([]);
    expect(grantableRoles(NU, user('OP', ACME))).toEqual([]);
  });
});

describe('reading, deactivating and inviting', () => {
  it('lets staff read everyone and a client admin only their group', () => {
    expect(canReadUser(NU, { orgGroupId: KIWI })).toBe(true);
    expect(canReadUser(CA, { orgGroupId: ACME })).toBe(true);
    expect(canReadUser(CA, { orgGroupId: KIWI })).toBe(false);
    expect(canReadUser(OP, { orgGroupId: ACME })).toBe(false);
  });
  it('lets a client admin deactivate their own users, never themselves nor another group', () => {
    expect(mayManageUser(CA, user('OP', ACME))).toBe('ALLOWED');
    expect(mayManageUser(CA, user('CA', ACME, 'me'))).toBe('FORBIDDEN');
    expect(mayManageUser(CA, user('OP', KIWI))).toBe('NOT_FOUND');
    expect(mayManageUser(NU, user('OP', ACME))).toBe('FORBIDDEN');
  });
  const invites: [string, UserAdminCaller, Role, string | null, ('tracking' | 'isSecret')[], string][] = [
    ['CA invites an operator to their group', CA, 'OP', ACME, ['tracking'], 'ALLOWED'],
    ['CA invites another CA', CA, 'CA', ACME, [], 'ALLOWED'],
    ['CA never invites an NU', CA, 'NU', null, [], 'NOT_FOUND'],
    ['CA never invites into KIWI', CA, 'OP', KIWI, [], 'NOT_FOUND'],
    ['CA never gives secret mode', CA, 'OP', ACME, ['isSecret'], 'FORBIDDEN'],
    ['NA invites into KIWI', NA, 'OP', KIWI, ['isSecret'], 'ALLOWED'],
    ['NA invites a staff NU', NA, 'NU', null, [], 'ALLOWED'],
    ['NSU never invites an NA', NSU, 'NA', null, [], 'FORBIDDEN'],
    ['NA never invites a group user as NU', NA, 'NU', ACME, [], 'FORBIDDEN'],
    ['NU invites nobody', NU, 'OP', ACME, [], 'FORBIDDEN'],
  ];
  it.each(invites)('%s', (_, who, role, orgGroupId, flags, expected) => {
    expect(mayInviteUser(who, { role, orgGroupId, flags })).toBe(expected);
  });
});

describe('inactive users', () => {
  const row = (id: string, orgGroupId: string | null, name: string | null): InactiveUserRow => ({
    _id: id,
    fullname: `User ${id}`,
    email: `${id}@x.demo`,
    type: 'OP',
    orgGroupId,
    orgGroupName: name,
    lastLoginAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  it("groups a page's rows by organisation with each group's total over all pages", () => {
    const groups = groupInactiveUsers(
      [row('a', ACME, 'ACME'), row('b', ACME, 'ACME'), row('c', KIWI, 'KIWI'), row('d', null, null)],
      new Map([
        [ACME, 20],
        [KIWI, 1],
        ['', 3],
      ]),
    );
    expect(groups.map((g) => [g.orgGroupName, g.total, g.users.length])).toEqual([
      ['ACME', 20, 2],
      ['KIWI', 1, 1],
      ['NO ORGANISATION GROUP', 3, 1],
    ]);
  });
  it('writes the CSV with never-signed-in users and neutralised formulas', () => {
    const csv = inactiveUsersCsv([{ ...row('a', ACME, 'ACME, Ltd'), fullname: '=cmd()' }]);
    expect(csv.split('\r\n')[1]).toBe(`"ACME, Ltd",'=cmd(),a@x.demo,OP,NEVER,2026-01-01T00:00:00.000Z`);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });
});
