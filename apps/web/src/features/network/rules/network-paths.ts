/** The connect network's screens (connect §2). */
export const trustedPartyPath = (id: string) => `/connect/trustedparty/${encodeURIComponent(id)}`;
export const trustedPartyUserPath = (id: string) => `/connect/trustedparty/user/${encodeURIComponent(id)}`;
export const connectUserPath = (id: string) => `/connect/user/${encodeURIComponent(id)}`;
export const organisationPath = (id: string) => `/connect/organisations/${encodeURIComponent(id)}`;
export const ADMIN_TABS = ['users', 'organisations', 'trustedparties', 'invites'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const adminTabPath = (tab: AdminTab) => `/connect/admin/${tab}`;
/** connect §2: view-as returns here when stopped; view-as opens the dashboard. */
export const VIEW_AS_RETURN_PATH = '/connect/admin';
export const VIEW_AS_LANDING_PATH = '/connect/dashboard';
