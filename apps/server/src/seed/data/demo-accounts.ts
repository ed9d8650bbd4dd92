/**
 * The demo accounts (README "Demo accounts"). Every one signs in with DEMO_PASSWORD. First names are
 * at most 11 characters so the welcome header shows them (hub §9).
 */

import type { HomeCountry } from '@navia/domain/constants';
import type { Role } from '@navia/domain/rules/access';
import { CONNECT_COLUMNS_ADMIN, type ConnectColumns } from './network.ts';

export type DemoAccount = {
  email: string;
  fullname: string;
  role: Role;
  /** The organisation group code, or null for staff and trusted-party users. */
  orgGroupCode: string | null;
  trustedParty: boolean;
  homeCountry: HomeCountry;
  flags: {
    bookings: boolean;
    quotes: boolean;
    criticalChain: boolean;
    tracking: boolean;
    insights: boolean;
    hasHubAccess: boolean;
    connectAccess: boolean;
    isConnectUser: boolean;
  };
  /** The connect-user columns of connect §6; default: page access only. */
  connect?: ConnectColumns;
};

const none = {
  bookings: false,
  quotes: false,
  criticalChain: false,
  tracking: false,
  insights: false,
  hasHubAccess: false,
  connectAccess: false,
  isConnectUser: false,
};

const BASE_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@navia.demo',
    fullname: 'Olivia Bennett',
    role: 'NA',
    orgGroupCode: null,
    trustedParty: false,
    homeCountry: 'AU',
    flags: {
      bookings: true,
      quotes: true,
      criticalChain: true,
      tracking: true,
      insights: true,
      hasHubAccess: true,
      connectAccess: true,
      isConnectUser: false,
    },
  },
  {
    email: 'staff@navia.demo',
    fullname: 'Daniel Nguyen',
    role: 'NU',
    orgGroupCode: null,
    trustedParty: false,
    homeCountry: 'AU',
    flags: { ...none, bookings: true, quotes: true, tracking: true, insights: true, hasHubAccess: true },
  },
  {
    // Issue 15: the staff user the two-factor e2e enrols (staff keep it), so other specs' staff@navia.demo never gets it.
    email: 'security@navia.demo',
    fullname: 'Priya Raman',
    role: 'NU',
    orgGroupCode: null,
    trustedParty: false,
    homeCountry: 'AU',
    flags: { ...none, tracking: true, hasHubAccess: true },
  },
  {
    email: 'clientadmin@acme.demo',
    fullname: 'Sarah Mitchell',
    connect: CONNECT_COLUMNS_ADMIN,
    role: 'CA',
    orgGroupCode: 'ACME',
    trustedParty: false,
    homeCountry: 'AU',
    flags: {
      bookings: true,
      quotes: true,
      criticalChain: true,
      tracking: true,
      insights: true,
      hasHubAccess: true,
      connectAccess: true,
      isConnectUser: false,
    },
  },
  {
    email: 'importer@acme.demo',
    fullname: 'James Walker',
    role: 'OP',
    orgGroupCode: 'ACME',
    trustedParty: false,
    homeCountry: 'AU',
    // Issue 13: the importer opens /insights; exporter@kiwi.demo, without it, is not offered its widget.
    flags: { ...none, bookings: true, quotes: true, tracking: true, insights: true, hasHubAccess: true },
  },
  {
    email: 'exporter@kiwi.demo',
    fullname: 'Aroha Tane',
    role: 'OP',
    orgGroupCode: 'KIWI',
    trustedParty: false,
    homeCountry: 'NZ',
    flags: { ...none, tracking: true, hasHubAccess: true },
  },
  {
    email: 'supplier@tp.demo',
    fullname: 'Mei Ling Tan',
    connect: CONNECT_COLUMNS_ADMIN,
    role: 'TPADMIN',
    orgGroupCode: null,
    trustedParty: true,
    homeCountry: 'MY',
    flags: { ...none, connectAccess: true, isConnectUser: true },
  },
];

/**
 * The accessibility e2e's dark-theme twins (accessibility.spec.ts): each has the role, group,
 * permissions and connect columns of its original, so that the dark theme's tests switch their own
 * users' theme and both themes' tests run in parallel.
 */
const DARK_THEME_TWINS: readonly { of: string; email: string; fullname: string }[] = [
  { of: 'clientadmin@acme.demo', email: 'clientadmin.dark@acme.demo', fullname: 'Grace Mitchell' },
  { of: 'admin@navia.demo', email: 'admin.dark@navia.demo', fullname: 'Liam Bennett' },
  { of: 'supplier@tp.demo', email: 'supplier.dark@tp.demo', fullname: 'Siti Rahman' },
];

function twinOf({ of, email, fullname }: (typeof DARK_THEME_TWINS)[number]): DemoAccount {
  const original = BASE_ACCOUNTS.find((a) => a.email === of);
  if (!original) throw new Error(`no demo account ${of}`);
  return { ...original, email, fullname };
}

/** Every demo account; the twins last, so the seed gives the accounts before them the same favourites. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [...BASE_ACCOUNTS, ...DARK_THEME_TWINS.map(twinOf)];
