/** How trusted parties, their users and addresses reach the client (connect §3). */
import type {
  TrustedPartyAddress,
  TrustedPartyDetails,
  TrustedPartyRow,
  TrustedPartyUser,
} from '@navia/domain/contracts/trusted-parties';
import type {
  TrustedPartyAddressRecord,
  TrustedPartyListRow,
  TrustedPartyRecord,
} from './trusted-parties.repository.ts';

export function presentTrustedPartyRow(row: TrustedPartyListRow): TrustedPartyRow {
  return {
    _id: row.id,
    name: row.name,
    businessName: row.businessName,
    businessNumber: row.businessNumber,
    businessNickName: row.businessNickName,
    nickname: row.nickname,
    type: row.type,
    address1: row.address1,
    city: row.city,
    country: row.country,
    orgCode: row.orgCode,
    userCount: Number(row.userCount),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function presentTrustedPartyDetails(
  found: { tp: TrustedPartyRecord; nickname: string | null; orgName: string | null },
  ownTrustedPartyId: string | null,
): TrustedPartyDetails {
  const { tp } = found;
  return {
    _id: tp.id,
    name: tp.name,
    businessName: tp.businessName,
    businessNumber: tp.businessNumber,
    businessNickName: tp.businessNickName,
    businessWebsite: tp.businessWebsite,
    type: tp.type,
    contactName: tp.contactName,
    contactEmail: tp.contactEmail,
    phone: tp.phone,
    address1: tp.address1,
    suburb: tp.suburb,
    city: tp.city,
    state: tp.state,
    postcode: tp.postcode,
    country: tp.country,
    address: { Name: tp.name, City: tp.city, Country: tp.country },
    orgCode: tp.orgCode,
    orgName: tp.orgCode ? found.orgName : null,
    addressSyncFailed: tp.addressSyncFailed,
    nickname: found.nickname,
    isOwn: tp.id === ownTrustedPartyId,
    deletedAt: tp.deletedAt ? tp.deletedAt.toISOString() : null,
    createdAt: tp.createdAt.toISOString(),
  };
}

export function presentTrustedPartyUser(row: {
  id: string;
  fullname: string;
  type: string;
  email: string;
  active: boolean;
  createdAt: Date;
}): TrustedPartyUser {
  return {
    _id: row.id,
    fullname: row.fullname,
    type: row.type,
    email: row.email,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAddress(row: TrustedPartyAddressRecord): TrustedPartyAddress {
  return {
    _id: row.id,
    trustedPartyId: row.trustedPartyId,
    name: row.name,
    address1: row.address1,
    city: row.city,
    state: row.state,
    postcode: row.postcode,
    country: row.country,
    phone: row.phone,
    contactName: row.contactName,
    email: row.email,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}
