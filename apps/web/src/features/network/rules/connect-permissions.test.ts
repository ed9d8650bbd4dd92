import type { Role } from '@navia/domain/rules/access';
import { describe, expect, it } from 'vitest';
import { assignableRoles } from './connect-permissions.ts';
import { buildConnectUser } from './network-factories.ts';

const GROUP = '00000000-0000-4000-8000-00000000a001';
const TP = '00000000-0000-4000-8000-00000000b001';
const caller = (type: Role) => ({ _id: 'caller', type });
const groupUser = (type: Role, canEdit = true) =>
  buildConnectUser({ type, orgGroupId: GROUP, trustedPartyId: null, isConnectUser: false, canEdit });
const tpUser = (type: Role, canEdit = true) => buildConnectUser({ type, trustedPartyId: TP, canEdit });

describe('the roles a caller may give in the users table', () => {
  it.each([
    ['CA', "a group's OP", ['CA', 'OP'], groupUser('OP')],
    ['OP', "a group's OP", ['OP'], groupUser('OP')],
    ['TPADMIN', "a trusted party's TPOP", ['TPADMIN', 'TPOP'], tpUser('TPOP')],
    ['TPOP', "a trusted party's TPOP", ['TPOP'], tpUser('TPOP')],
    ['TPADMIN', "a trusted party's TP", ['TPADMIN', 'TPOP'], tpUser('TP')],
    ['NA', "a trusted party's TPADMIN", ['TPADMIN', 'TPOP'], tpUser('TPADMIN')],
    ['NU', "a group's CA", ['CA', 'OP'], groupUser('CA')],
  ] as const)(
    "a %s may give %s its entity kind's roles not above their own: %j",
    (role, _who, roles, user) => {
      expect(assignableRoles(caller(role), user)).toEqual(roles);
    },
  );

  it('gives none on a row the server says the caller may not change', () => {
    expect(assignableRoles(caller('CA'), groupUser('OP', false))).toEqual([]);
  });

  it("gives none on the caller's own row", () => {
    const me = groupUser('CA');
    expect(assignableRoles({ _id: me._id, type: 'CA' }, me)).toEqual([]);
  });

  it('gives none to a user of neither a group nor a trusted party (staff)', () => {
    const staff = buildConnectUser({ type: 'NU', orgGroupId: null, trustedPartyId: null });
    expect(assignableRoles(caller('NA'), staff)).toEqual([]);
  });
});
