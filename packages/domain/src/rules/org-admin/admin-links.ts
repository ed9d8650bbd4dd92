/**
 * The links above the /admin overview (issue 15): the admin sub-pages of hub §2, each with the
 * access rule its route is guarded by, so a caller is offered only the pages they may open (NU sees
 * the overview, the sub-pages are NA's).
 */
import { type AccessRule, type AccessSubject, HUB_ROUTE_RULES, hasAccess } from '../access.ts';

export type AdminLink = { label: string; path: string; rule: AccessRule };

/** In the order the overview shows them. */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { label: 'USERS', path: '/admin/users', rule: HUB_ROUTE_RULES.admin },
  { label: 'DELETED ORGANISATIONS', path: '/admin/deletedorgs', rule: HUB_ROUTE_RULES.admin },
  { label: 'PLANS', path: '/admin/plans', rule: HUB_ROUTE_RULES.admin },
  { label: 'REPORTS', path: '/admin/reports', rule: HUB_ROUTE_RULES.admin },
  { label: 'NEWS UPDATES', path: '/admin/updates', rule: HUB_ROUTE_RULES.admin },
  { label: 'API', path: '/admin/api', rule: HUB_ROUTE_RULES.admin },
  { label: 'INACTIVE USERS', path: '/admin/inactiveUsersReport', rule: HUB_ROUTE_RULES.admin },
  { label: 'MAINTENANCE', path: '/admin/maintenance', rule: HUB_ROUTE_RULES.admin },
  { label: 'RATE CARDS', path: '/admin/rateCards', rule: HUB_ROUTE_RULES.admin },
  { label: 'CARRIER FEEDS', path: '/admin/carrierFeeds', rule: HUB_ROUTE_RULES.admin },
  { label: 'RECONCILIATION', path: '/admin/reconciliation', rule: HUB_ROUTE_RULES.admin },
];

/** The admin sub-pages `user` may open. */
export function adminLinksFor(user: AccessSubject | null): AdminLink[] {
  return ADMIN_LINKS.filter((link) => hasAccess(user, link.rule));
}
