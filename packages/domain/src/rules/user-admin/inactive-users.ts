/**
 * The inactive users report (issue 15; hub §3 "inactive users grouped by organisation with a
 * total", hub §9 "Inactive users 15 per page"): who has not signed in for N days, and its CSV.
 */

/** hub §9: inactive users 15 per page. */
export const INACTIVE_USERS_PER_PAGE = 15;
/** Designed: the report's default window, in days without a sign-in. */
export const INACTIVE_USERS_DEFAULT_DAYS = 90;
/** Designed: the longest window offered (ten years). */
export const INACTIVE_USERS_MAX_DAYS = 3650;

/** One inactive user, with the organisation group it is grouped under (null: the provider's staff). */
export type InactiveUserRow = {
  _id: string;
  fullname: string;
  email: string;
  type: string;
  orgGroupId: string | null;
  orgGroupName: string | null;
  lastLoginAt: string | null;
  createdAt: string;
};

/** The group label of users of no organisation group: the provider's staff and trusted parties' users. */
export const STAFF_GROUP_LABEL = 'NO ORGANISATION GROUP';

export type InactiveUsersGroup = {
  orgGroupId: string | null;
  orgGroupName: string;
  /** The group's inactive users on every page, not only this one. */
  total: number;
  users: InactiveUserRow[];
};

/** The cut-off: users whose last sign-in (or, never signed in, creation) is before it are inactive. */
export function inactiveSince(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}

/**
 * Groups one page of rows (ordered by group) by organisation group, keeping the page's order; each
 * group carries its total over all pages (`totals` by group id, '' for staff).
 */
export function groupInactiveUsers(
  rows: readonly InactiveUserRow[],
  totals: ReadonlyMap<string, number>,
): InactiveUsersGroup[] {
  const groups: InactiveUsersGroup[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (!group || group.orgGroupId !== row.orgGroupId) {
      group = {
        orgGroupId: row.orgGroupId,
        orgGroupName: row.orgGroupName ?? STAFF_GROUP_LABEL,
        total: totals.get(row.orgGroupId ?? '') ?? 0,
        users: [],
      };
      groups.push(group);
    }
    group.users.push(row);
  }
  return groups;
}

const CSV_HEADER = ['ORGANISATION', 'NAME', 'EMAIL', 'ROLE', 'LAST SIGN-IN', 'CREATED'];

/** A CSV cell: quoted when needed, and a leading = + - @ neutralised (spreadsheet formula injection). */
export function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The report as CSV lines (header first), one line per user, in the report's order. */
export function inactiveUsersCsv(rows: readonly InactiveUserRow[]): string {
  const lines = [CSV_HEADER.join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.orgGroupName ?? STAFF_GROUP_LABEL,
        row.fullname,
        row.email,
        row.type,
        row.lastLoginAt ?? 'NEVER',
        row.createdAt,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
