import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** UN/LOCODE ports with coordinates (used for routes and CO2 distances). */
export const ports = pgTable(
  'ports',
  {
    code: text().primaryKey(),
    name: text().notNull(),
    country: text().notNull(),
    state: text(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
  },
  // The port filters look up the ports whose name contains the text (issue 19).
  (t) => [index('ports_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const carriers = pgTable('carriers', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  transportMode: text().notNull(),
});

export const vessels = pgTable('vessels', {
  id: integer().primaryKey(),
  name: text().notNull(),
  imo: text().notNull().unique(),
  carrierId: integer()
    .notNull()
    .references(() => carriers.id),
});
