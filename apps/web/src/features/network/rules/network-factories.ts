/** Test data for the network feature, checked against the shared schemas so it cannot drift. */
import {
  type ConnectInvite,
  inviteSchema,
  type PossibleExistingEntity,
  possibleExistingEntitySchema,
} from '@navia/domain/contracts/connect-network';
import {
  type AdminOrgGroup,
  type AdminTrustedParty,
  adminOrgGroupSchema,
  adminTrustedPartySchema,
  type ConnectUser,
  connectUserSchema,
  type NetworkOrganisationDetails,
  networkOrganisationDetailsSchema,
} from '@navia/domain/contracts/connect-users';
import {
  type TrustedPartyAddress,
  type TrustedPartyDetails,
  type TrustedPartyRow,
  trustedPartyAddressSchema,
  trustedPartyDetailsSchema,
  trustedPartyRowSchema,
} from '@navia/domain/contracts/trusted-parties';

let n = 0;
/** A fresh uuid-shaped id. */
const nextId = () => {
  n += 1;
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
};
const CREATED = '2026-11-03T10:00:00.000Z';

export function buildTrustedPartyRow(patch: Partial<TrustedPartyRow> = {}): TrustedPartyRow {
  return trustedPartyRowSchema.parse({
    _id: nextId(),
    name: 'Selangor Precision Plastics',
    businessName: 'Selangor Precision Plastics Sdn Bhd',
    businessNumber: '201901012345',
    businessNickName: 'SPP',
    nickname: null,
    type: 'SUPPLIER',
    address1: 'Lot 12, Jalan Perusahaan 3',
    city: 'Shah Alam',
    country: 'MY',
    orgCode: null,
    userCount: 2,
    createdAt: CREATED,
    ...patch,
  });
}

export function buildTrustedPartyDetails(patch: Partial<TrustedPartyDetails> = {}): TrustedPartyDetails {
  return trustedPartyDetailsSchema.parse({
    _id: nextId(),
    name: 'Selangor Precision Plastics',
    businessName: 'Selangor Precision Plastics Sdn Bhd',
    businessNumber: '201901012345',
    businessNickName: 'SPP',
    businessWebsite: null,
    type: 'SUPPLIER',
    contactName: 'Nur Aisyah',
    contactEmail: 'supplier@tp.demo',
    phone: null,
    address1: 'Lot 12, Jalan Perusahaan 3',
    suburb: null,
    city: 'Shah Alam',
    state: 'Selangor',
    postcode: '40150',
    country: 'MY',
    address: { Name: 'Selangor Precision Plastics', City: 'Shah Alam', Country: 'MY' },
    orgCode: null,
    orgName: null,
    addressSyncFailed: false,
    nickname: null,
    isOwn: false,
    deletedAt: null,
    createdAt: CREATED,
    ...patch,
  });
}

export function buildTrustedPartyAddress(patch: Partial<TrustedPartyAddress> = {}): TrustedPartyAddress {
  return trustedPartyAddressSchema.parse({
    _id: nextId(),
    trustedPartyId: nextId(),
    name: 'Shah Alam plant',
    address1: 'Lot 12, Jalan Perusahaan 3',
    city: 'Shah Alam',
    state: 'Selangor',
    postcode: '40150',
    country: 'MY',
    phone: null,
    contactName: null,
    email: null,
    source: 'MANUAL',
    createdAt: CREATED,
    ...patch,
  });
}

export function buildConnectUser(patch: Partial<ConnectUser> = {}): ConnectUser {
  return connectUserSchema.parse({
    _id: nextId(),
    fullname: 'Aiman Yusof',
    email: 'aiman@tp.demo',
    type: 'TPOP',
    active: true,
    createdAt: CREATED,
    ORGANISATION: 'TRUSTED PARTY',
    orgGroupId: null,
    orgGroupCode: null,
    trustedPartyId: nextId(),
    trustedPartyName: 'Selangor Precision Plastics',
    isConnectUser: true,
    hasConnectAccess: true,
    connectManageUsers: false,
    connectPageAccess: true,
    connectContractApprovals: false,
    connectInviteTrustedParties: false,
    notificationsActive: true,
    connectReceivesInvites: false,
    canEdit: true,
    invitePending: false,
    // issue 15's columns of the same rows: a trusted party's user has no hub permissions.
    permissions: {
      bookings: false,
      quotes: false,
      criticalChain: false,
      tracking: false,
      insights: false,
      hasHubAccess: false,
      connectAccess: true,
    },
    isSecret: false,
    lastLoginAt: null,
    grantableRoles: [],
    grantableFlags: [],
    ...patch,
  });
}

export function buildAdminOrgGroup(patch: Partial<AdminOrgGroup> = {}): AdminOrgGroup {
  return adminOrgGroupSchema.parse({
    _id: nextId(),
    code: 'ACME',
    name: 'ACME Homewares',
    country: 'AU',
    connectAccess: true,
    userCount: 4,
    trustedPartyCount: 2,
    canViewAs: true,
    ...patch,
  });
}

export function buildAdminTrustedParty(patch: Partial<AdminTrustedParty> = {}): AdminTrustedParty {
  return adminTrustedPartySchema.parse({
    _id: nextId(),
    name: 'Selangor Precision Plastics',
    businessNumber: '201901012345',
    type: 'SUPPLIER',
    country: 'MY',
    userCount: 2,
    orgGroupNames: ['ACME Homewares'],
    createdAt: CREATED,
    canViewAs: true,
    ...patch,
  });
}

export function buildInvite(patch: Partial<ConnectInvite> = {}): ConnectInvite {
  return inviteSchema.parse({
    _id: nextId(),
    inviteeCompanyName: 'Harbour Timber Pty Ltd',
    inviteeEmail: 'mia@harbourtimber.example',
    inviteeName: 'Mia Ross',
    status: 'PENDING',
    createdAt: CREATED,
    expiresAt: '2026-11-17T10:00:00.000Z',
    respondedAt: null,
    sendCount: 1,
    lastSentAt: CREATED,
    inviterName: 'Clara Admin',
    inviter: { _id: nextId(), name: 'ACME Homewares', isTrustedParty: false },
    invitee: null,
    canRespond: false,
    canResend: true,
    ...patch,
  });
}

export function buildPossibleEntity(patch: Partial<PossibleExistingEntity> = {}): PossibleExistingEntity {
  return possibleExistingEntitySchema.parse({
    _id: nextId(),
    name: 'Harbour Timber',
    country: 'AU',
    isTrustedParty: true,
    matchedBy: ['NAME'],
    ...patch,
  });
}

export function buildOrganisationDetails(
  patch: Partial<NetworkOrganisationDetails> = {},
): NetworkOrganisationDetails {
  return networkOrganisationDetailsSchema.parse({
    _id: nextId(),
    code: 'ACMIMPAU',
    name: 'ACME Imports',
    country: 'AU',
    orgGroupId: nextId(),
    orgGroupName: 'ACME Homewares',
    orgGroupCountry: 'AU',
    addressCount: 0,
    addresses: [],
    users: [],
    ...patch,
  });
}
