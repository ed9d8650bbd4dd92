/**
 * Roles and access (hub §6, connect §6). Pure functions shared by the server's route
 * guards and the web app's route guards and navigation.
 */

/** User types in rank order (hub §6). TP is a trusted-party user type that is referenced but unranked. */
export const ROLES = ['NA', 'NSU', 'NU', 'TPADMIN', 'CA', 'ADMIN', 'NC', 'OP', 'TPOP', 'TP'] as const;
export type Role = (typeof ROLES)[number];

/** A required level: a role, or ALL for any logged-in user. */
export type RequiredRole = 'NA' | 'NSU' | 'NU' | 'TPADMIN' | 'CA' | 'ADMIN' | 'NC' | 'OP' | 'ALL';

/** hub §6 at-least table: for a required role, the roles that pass. */
export const AT_LEAST: Readonly<Record<Exclude<RequiredRole, 'ALL'>, readonly Role[]>> = {
  NA: ['NA'],
  NSU: ['NA', 'NSU'],
  NU: ['NA', 'NSU', 'NU'],
  TPADMIN: ['NA', 'NSU', 'NU', 'TPADMIN'],
  CA: ['NA', 'NSU', 'NU', 'CA'],
  ADMIN: ['NA', 'NSU', 'NU', 'TPADMIN', 'CA'],
  NC: ['NA', 'NSU', 'NU', 'TPADMIN', 'CA', 'OP'],
  OP: ['NA', 'NSU', 'NU', 'CA', 'OP', 'TPOP'],
};

/** hub §6 permission flags on a user. */
export const PERMISSION_FLAGS = [
  'bookings',
  'quotes',
  'criticalChain',
  'tracking',
  'insights',
  'hasHubAccess',
  'connectAccess',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type PermissionFlags = Record<PermissionFlag, boolean>;

/** The part of a user the access rules read. */
export type AccessSubject = {
  type: Role;
  permissions: PermissionFlags;
  isConnectUser: boolean;
  orgGroup: {
    connectAccess: boolean;
    /**
     * The group's general settings (hub §3), where staff switch features and widgets off (issue 15
     * SETTINGS; rules/org-admin/settings writes them). Read here without that module, which the
     * login page's shell must not carry.
     */
    generalSettings?: Readonly<Record<string, unknown>>;
  } | null;
};

/**
 * The areas staff can switch off for an organisation group (issue 15; rules/org-admin/settings
 * ORG_GROUP_FEATURES is the same list). Chat is checked where it opens (rules/chat).
 */
export type GroupFeature =
  | 'tracking'
  | 'deliveries'
  | 'criticalChain'
  | 'insights'
  | 'bookings'
  | 'quotes'
  | 'invoices'
  | 'chat';

/** Whether the subject's organisation group has `feature` (staff always have every feature). */
export function hasGroupFeature(user: AccessSubject, feature: GroupFeature): boolean {
  if (isStaff(user.type)) return true;
  const features = user.orgGroup?.generalSettings?.features;
  // Stored as { feature: boolean }; anything missing or of another shape is on (readOrgGroupSettings).
  return !(
    typeof features === 'object' &&
    features !== null &&
    (features as Record<string, unknown>)[feature] === false
  );
}

/** Whether the subject's organisation group has the dashboard widget `name` (staff have every one). */
export function hasGroupWidget(user: AccessSubject, name: string): boolean {
  if (isStaff(user.type)) return true;
  const widgets = user.orgGroup?.generalSettings?.widgets;
  // Stored as the list of widgets on; no list means every widget (readOrgGroupSettings).
  return !Array.isArray(widgets) || widgets.includes(name);
}

/** hub §6: does `role` pass the at-least check for `required`? */
export function isAtLeast(role: Role, required: RequiredRole): boolean {
  if (required === 'ALL') return true;
  return AT_LEAST[required].includes(role);
}

/** Staff of the provider (NA, NSU, NU) see every organisation group (ARCHITECTURE "Tenancy and access"). */
export function isStaff(role: Role): boolean {
  return isAtLeast(role, 'NU');
}

/** A route's access rule: the at-least role, and optionally a permission flag that also grants it. */
export type AccessRule = {
  role: RequiredRole;
  permission?: PermissionFlag;
  /** The group feature the route belongs to: off for the caller's group, the route is refused. */
  feature?: GroupFeature;
};

/**
 * hub §6 access check: ALL is always allowed for a logged-in user; otherwise the role must be in
 * the allowed list, or the named permission flag must be true on the user.
 */
export function hasAccess(user: AccessSubject | null, rule: AccessRule): boolean {
  if (!user) return false;
  if (rule.role === 'ALL') return true;
  if (rule.feature && !hasGroupFeature(user, rule.feature)) return false;
  if (isAtLeast(user.type, rule.role)) return true;
  return rule.permission !== undefined && user.permissions[rule.permission] === true;
}

/** Trusted-party user types (connect §6). */
export function isTrustedPartyRole(role: Role): boolean {
  return role === 'TPADMIN' || role === 'TPOP' || role === 'TP';
}

/** Users who belong in the connect area: connect users and trusted-party users (hub §2). */
export function isConnectAreaUser(user: AccessSubject): boolean {
  return user.isConnectUser || isTrustedPartyRole(user.type);
}

/**
 * hub §6 / connect §6: connect access. Connect users have it; a non-connect user needs NU or above,
 * or organisation connectAccess with role CA, or the user's connect flag.
 */
export function hasConnectAccess(user: AccessSubject): boolean {
  if (isConnectAreaUser(user)) return true;
  if (isStaff(user.type)) return true;
  if (user.type === 'CA' && user.orgGroup?.connectAccess === true) return true;
  return user.permissions.connectAccess;
}

/**
 * The users table (connect §7 getUsers/getUser; issue 15's /admin/users and an organisation group's
 * users panel): connect access, or a client admin of the hub (their own group's users) and staff.
 */
export function hasUsersTableAccess(user: AccessSubject): boolean {
  return hasConnectAccess(user) || isAtLeast(user.type, 'CA');
}

/** Hub access: staff always; connect-area users never; others by their hasHubAccess flag. */
export function hasHubAccess(user: AccessSubject): boolean {
  if (isStaff(user.type)) return true;
  if (isConnectAreaUser(user)) return false;
  return user.permissions.hasHubAccess;
}

/** hub §2 route access table, keyed by route pattern; the web guards and the server use the same rules. */
export const HUB_ROUTE_RULES = {
  home: { role: 'ALL' },
  bookings: { role: 'NU', permission: 'bookings', feature: 'bookings' },
  quotes: { role: 'NU', permission: 'quotes', feature: 'quotes' },
  criticalChain: { role: 'NU', permission: 'criticalChain', feature: 'criticalChain' },
  tracking: { role: 'NU', permission: 'tracking', feature: 'tracking' },
  delivery: { role: 'NU', permission: 'tracking', feature: 'deliveries' },
  insights: { role: 'NU', permission: 'insights', feature: 'insights' },
  payments: { role: 'NU', permission: 'tracking', feature: 'invoices' },
  /**
   * /account/reconciliation (issue 14): a client admin's view of its own group's payments and what
   * each settled (hub §2 "role gate as admin"); staff see every group's.
   */
  accountReconciliation: { role: 'CA', feature: 'invoices' },
  /**
   * The /admin overview is the landing page of every NU-level user (hub §2 post-login redirect), so it
   * admits staff (NU and above); the admin sub-pages keep hub §2's "role NA or higher".
   */
  adminOverview: { role: 'NU' },
  admin: { role: 'NA' },
  /**
   * An organisation group's page data (/org/:key, issue 15): staff see any group, a client admin
   * (CA) their own (the scope decides which); other customers are refused.
   */
  orgGroupPage: { role: 'CA' },
  /** The chat inbox (issue 12): provider staff answer customers. */
  chatInbox: { role: 'NU' },
  loggedIn: { role: 'ALL' },
  /** Two-factor sign-in set-up (issue 15): staff (NA, NSU, NU) and client admins (CA) may enrol. */
  twoFactor: { role: 'CA' },
} as const satisfies Record<string, AccessRule>;
