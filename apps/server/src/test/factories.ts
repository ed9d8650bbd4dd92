/** Test data factories: each call makes fresh, uniquely named rows. */
import type { Role } from '@navia/domain/rules/access';
import type { Db } from '../db/client.ts';
import { orgGroups, trustedParties, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { unique } from './test-app.ts';

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | null = null;
const testPasswordHash = () => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
};

export async function createOrgGroup(db: Db, overrides: Partial<typeof orgGroups.$inferInsert> = {}) {
  const code = `G${unique()}`.toUpperCase();
  const [row] = await db
    .insert(orgGroups)
    .values({ code, name: `Group ${code}`, country: 'AU', ...overrides })
    .returning();
  if (!row) throw new Error('org group insert failed');
  return row;
}

export async function createTrustedParty(db: Db) {
  const [row] = await db
    .insert(trustedParties)
    .values({ name: `TP ${unique()}`, businessName: 'Trusted Pty Ltd', country: 'AU' })
    .returning();
  if (!row) throw new Error('trusted party insert failed');
  return row;
}

export async function createUser(
  db: Db,
  options: { role?: Role; orgGroupId?: string | null; email?: string } & Partial<
    typeof users.$inferInsert
  > = {},
) {
  const { role = 'OP', orgGroupId = null, email = `user-${unique()}@test.demo`, ...rest } = options;
  const [row] = await db
    .insert(users)
    .values({
      email,
      role,
      orgGroupId,
      fullname: 'Test User',
      passwordHash: await testPasswordHash(),
      active: true,
      hasHubAccess: true,
      tracking: true,
      ...rest,
    })
    .returning();
  if (!row) throw new Error('user insert failed');
  return row;
}
