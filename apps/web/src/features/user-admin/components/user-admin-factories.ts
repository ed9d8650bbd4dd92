/** Test rows of the user administration screens (issue 15), valid against the declared schemas. */
import { type ConnectUser, connectUserSchema } from '@navia/domain/contracts/connect-users';

export const ACME_ID = '11111111-1111-4111-8111-111111111111';
export const USER_ID = '22222222-2222-4222-8222-222222222222';

export function buildAdminUser(overrides: Partial<ConnectUser> = {}): ConnectUser {
  return connectUserSchema.parse({
    _id: USER_ID,
    fullname: 'Ana Silva',
    email: 'ana@acme.demo',
    type: 'OP',
    active: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ORGANISATION: 'ACME',
    orgGroupId: ACME_ID,
    orgGroupCode: 'ACME',
    trustedPartyId: null,
    trustedPartyName: null,
    isConnectUser: false,
    hasConnectAccess: false,
    connectManageUsers: false,
    connectPageAccess: true,
    connectContractApprovals: false,
    connectInviteTrustedParties: false,
    notificationsActive: true,
    connectReceivesInvites: false,
    canEdit: true,
    invitePending: false,
    permissions: {
      bookings: false,
      quotes: false,
      criticalChain: false,
      tracking: true,
      insights: false,
      hasHubAccess: true,
      connectAccess: false,
    },
    isSecret: false,
    lastLoginAt: null,
    grantableRoles: ['CA', 'ADMIN', 'NC', 'OP'],
    grantableFlags: [
      'bookings',
      'quotes',
      'criticalChain',
      'tracking',
      'insights',
      'hasHubAccess',
      'connectAccess',
    ],
    ...overrides,
  });
}
