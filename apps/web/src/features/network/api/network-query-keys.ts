/** The network feature's query keys: every one starts with the root, so one call refreshes them all. */
const NETWORK_QUERY_ROOT = 'network';

export const networkKeys = {
  root: [NETWORK_QUERY_ROOT] as const,
  trustedParties: [NETWORK_QUERY_ROOT, 'trusted-parties'] as const,
  trustedPartyList: (text: string) => [NETWORK_QUERY_ROOT, 'trusted-parties', 'list', text] as const,
  trustedParty: (id: string) => [NETWORK_QUERY_ROOT, 'trusted-parties', 'detail', id] as const,
  trustedPartyUsers: (id: string) => [NETWORK_QUERY_ROOT, 'trusted-parties', 'users', id] as const,
  trustedPartyAddresses: (id: string) => [NETWORK_QUERY_ROOT, 'trusted-parties', 'addresses', id] as const,
  connectUsers: [NETWORK_QUERY_ROOT, 'connect-users'] as const,
  connectUser: (id: string) => [NETWORK_QUERY_ROOT, 'connect-users', id] as const,
  organisations: [NETWORK_QUERY_ROOT, 'organisations'] as const,
  organisation: (code: string) => [NETWORK_QUERY_ROOT, 'organisations', code] as const,
  adminEntities: [NETWORK_QUERY_ROOT, 'admin-entities'] as const,
  invites: [NETWORK_QUERY_ROOT, 'invites'] as const,
};
