import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A user's contact card (hub §3 Contact: image, GS_FullName, GS_EmailAddress, Role, GS_MobilePhone;
 * issue 15 PUT /api/user/contact and PUT /api/user/account). The name and e-mail are the user's own
 * columns; this row holds the rest. No row: no phone, no image, no support role.
 */
export const userContactCards = pgTable('user_contact_cards', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** hub §6 support team role shown on the card (ACT, CUS, CAG, SAL, KAM, GAM, NIS), or none. */
  role: text(),
  mobilePhone: text(),
  imageUrl: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
