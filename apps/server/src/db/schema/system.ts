import { bigserial, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** E-mail outbox: every message is kept; with SMTP_URL it is also sent (ARCHITECTURE "mail"). */
export const outboxEmails = pgTable('outbox_emails', {
  id: uuid().primaryKey().defaultRandom(),
  toAddress: text().notNull(),
  subject: text().notNull(),
  textBody: text().notNull(),
  status: text().$type<'PENDING' | 'SENT' | 'LOGGED' | 'FAILED'>().notNull().default('PENDING'),
  error: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp({ withTimezone: true }),
});

/** Render errors reported by the web app (POST /api/services/reportErr). */
export const errorReports = pgTable('error_reports', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  userId: uuid(),
  error: text().notNull(),
  errorInfo: text(),
  currentPath: text().notNull(),
  userAgent: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Website-wide settings, e.g. maintenance (hub §9 "maintenance.active"). */
export const websiteSettings = pgTable('website_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
