import { describe, expect, it } from 'vitest';
import type { Role } from '../access.ts';
import { assignableRoles, mayGiveRole, rolesOfEntity } from './roles.ts';

const tpUser = { id: 'u1', role: 'TPOP' as Role, trustedPartyId: 'tp', orgGroupId: null };
const groupUser = { id: 'u2', role: 'OP' as Role, trustedPartyId: null, orgGroupId: 'g' };
const staffUser = { id: 'u3', role: 'NU' as Role, trustedPartyId: null, orgGroupId: null };

describe('connect roles (connect §6, issue 17)', () => {
  it.each([
    ['a trusted party user', tpUser, ['TPADMIN', 'TPOP']],
    ['a group user', groupUser, ['CA', 'OP']],
    ['a staff user', staffUser, []],
  ] as const)('%s holds %j', (_label, user, roles) => {
    expect(rolesOfEntity(user)).toEqual(roles);
  });

  it.each<[string, Role, typeof tpUser | typeof groupUser, boolean, string[]]>([
    ['staff, any role of the kind', 'NA', groupUser, true, ['CA', 'OP']],
    ['a CA, roles not above their own', 'CA', groupUser, true, ['CA', 'OP']],
    ['an OP who manages users, only OP', 'OP', groupUser, true, ['OP']],
    ['a TPADMIN for a TP user', 'TPADMIN', tpUser, true, ['TPADMIN', 'TPOP']],
    ['a TPOP, only TPOP', 'TPOP', tpUser, true, ['TPOP']],
    ['someone who may not change the user', 'CA', groupUser, false, []],
  ])('%s', (_label, giverRole, user, canChange, roles) => {
    expect(assignableRoles({ id: 'giver', role: giverRole }, user, canChange)).toEqual(roles);
  });

  it('nobody changes their own role', () => {
    expect(assignableRoles({ id: 'u2', role: 'CA' }, { ...groupUser, role: 'CA' }, true)).toEqual([]);
    expect(assignableRoles({ id: 'u3', role: 'NA' }, staffUser, true)).toEqual([]);
  });

  it('nobody gives a role above their own, except staff', () => {
    expect(mayGiveRole('OP', 'CA')).toBe(false);
    expect(mayGiveRole('CA', 'OP')).toBe(true);
    expect(mayGiveRole('NU', 'CA')).toBe(true);
  });
});
