/**
 * The callers of the authorization matrix (issue 10): every role of hub §6 on its own, a user with
 * each permission flag alone, a user without hub access, a connect user, a client admin of a group
 * with connect access, and the logged-out visitor. Each is described as the domain's AccessSubject
 * (what the rules are asked about) and made as a real user with a real session.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AccessSubject,
  PERMISSION_FLAGS,
  type PermissionFlag,
  type PermissionFlags,
  type Role,
} from '@navia/domain/rules/access';
import { createOrgGroup, createTrustedParty, createUser, TEST_PASSWORD } from '../test/factories.ts';
import { createTestApp, signIn, type TestApp, testConfig } from '../test/test-app.ts';

/** A test app whose documents go to a fresh temporary directory. */
export function createGuardApp(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'navia-guards-'));
  return createTestApp({ ...options, config: testConfig({ NAVIA_DATA_DIR: dataDir }) });
}

/** Where a caller's user belongs. */
type Home = 'staff' | 'client' | 'connectClient' | 'trustedParty';

export type CallerSpec = {
  name: string;
  role: Role;
  flags: Partial<PermissionFlags>;
  isConnectUser?: boolean;
  home: Home;
};

const noFlags = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, false])) as PermissionFlags;

const roleCaller = (role: Role, home: Home): CallerSpec => ({
  name: role,
  role,
  home,
  flags: { hasHubAccess: home !== 'trustedParty' },
});

const flagCaller = (flag: PermissionFlag): CallerSpec => ({
  name: `OP+${flag}`,
  role: 'OP',
  home: 'client',
  flags: { [flag]: true },
});

/** Every logged-in caller of the matrix, in the column order of the printed table. */
const CALLER_SPECS: readonly CallerSpec[] = [
  roleCaller('NA', 'staff'),
  roleCaller('NSU', 'staff'),
  roleCaller('NU', 'staff'),
  roleCaller('TPADMIN', 'trustedParty'),
  roleCaller('CA', 'client'),
  roleCaller('ADMIN', 'client'),
  roleCaller('NC', 'client'),
  roleCaller('OP', 'client'),
  roleCaller('TPOP', 'trustedParty'),
  ...PERMISSION_FLAGS.map(flagCaller),
  {
    name: 'no hub access',
    role: 'OP',
    home: 'client',
    flags: { ...Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true])), hasHubAccess: false },
  },
  { name: 'connect user', role: 'OP', home: 'client', isConnectUser: true, flags: {} },
  { name: 'CA, group connect', role: 'CA', home: 'connectClient', flags: { hasHubAccess: true } },
];

/** What the domain's access rules are asked about for `spec`. */
function subjectOf(spec: CallerSpec): AccessSubject {
  return {
    type: spec.role,
    permissions: { ...noFlags, ...spec.flags },
    isConnectUser: spec.isConnectUser === true,
    orgGroup:
      spec.home === 'client' || spec.home === 'connectClient'
        ? { connectAccess: spec.home === 'connectClient' }
        : null,
  };
}

export type Caller = {
  name: string;
  /** null: logged out. */
  subject: AccessSubject | null;
  email: string | null;
  cookie: string | undefined;
  /** A client address of its own, so the sign-in and lookup limits of one caller never reach another. */
  ip: string;
};

/** Makes the users of CALLER_SPECS (and their groups), signs each in, and adds the logged-out visitor. */
export async function createCallers(t: TestApp): Promise<Caller[]> {
  const db = t.database.db;
  const client = await createOrgGroup(db);
  const connectClient = await createOrgGroup(db, { connectAccess: true });
  const trustedParty = await createTrustedParty(db);
  const homes: Record<Home, { orgGroupId: string | null; trustedPartyId: string | null }> = {
    staff: { orgGroupId: null, trustedPartyId: null },
    client: { orgGroupId: client.id, trustedPartyId: null },
    connectClient: { orgGroupId: connectClient.id, trustedPartyId: null },
    trustedParty: { orgGroupId: null, trustedPartyId: trustedParty.id },
  };
  const callers: Caller[] = [
    { name: 'logged out', subject: null, email: null, cookie: undefined, ip: '10.9.0.1' },
  ];
  for (const [i, spec] of CALLER_SPECS.entries()) {
    const user = await createUser(db, {
      role: spec.role,
      ...homes[spec.home],
      ...noFlags,
      ...spec.flags,
      isConnectUser: spec.isConnectUser === true,
    });
    const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
    callers.push({
      name: spec.name,
      subject: subjectOf(spec),
      email: user.email,
      cookie,
      ip: `10.9.1.${i + 1}`,
    });
  }
  return callers;
}

/** Signs a caller in again (after a route such as logout ended its session). */
export async function renewSession(t: TestApp, caller: Caller): Promise<void> {
  if (!caller.email) return;
  caller.cookie = (await signIn(t.app, caller.email, TEST_PASSWORD)).cookie;
}
