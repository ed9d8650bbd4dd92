-- Issue 19: invoice search counts are kept until the invoices they counted change, as the tracking
-- search's are (decision 030). The statement-level triggers of 0021, which keep each group's invoice
-- count, also tell the change feed ('invoices:<group>', or 'invoices:*' on a truncate) which groups a
-- statement touched: once per group per statement, so a bulk load sends one notification a group.
CREATE OR REPLACE FUNCTION "invoice_group_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "invoice_group_counts" AS c ("org_group_id", "invoices")
    SELECT "org_group_id", count(*) FROM new_rows GROUP BY "org_group_id"
    ON CONFLICT ("org_group_id") DO UPDATE SET "invoices" = c."invoices" + excluded."invoices";
  PERFORM pg_notify('navia_changes', 'invoices:' || g) FROM (SELECT DISTINCT "org_group_id" AS g FROM new_rows) changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "invoice_group_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "invoice_group_counts" AS c SET "invoices" = c."invoices" - d.n
    FROM (SELECT "org_group_id", count(*) AS n FROM old_rows GROUP BY "org_group_id") d
   WHERE c."org_group_id" = d."org_group_id";
  PERFORM pg_notify('navia_changes', 'invoices:' || g) FROM (SELECT DISTINCT "org_group_id" AS g FROM old_rows) changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Any updated invoice changes its group's filtered counts (a payment moves it between statuses),
-- so every group an updated row was in or went to is told.
CREATE OR REPLACE FUNCTION "invoice_group_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "invoice_group_counts" AS c ("org_group_id", "invoices")
    SELECT g, sum(n) FROM (
      SELECT n."org_group_id" AS g, 1 AS n FROM new_rows n JOIN old_rows o ON o."id" = n."id"
       WHERE o."org_group_id" IS DISTINCT FROM n."org_group_id"
      UNION ALL
      SELECT o."org_group_id", -1 FROM new_rows n JOIN old_rows o ON o."id" = n."id"
       WHERE o."org_group_id" IS DISTINCT FROM n."org_group_id"
    ) moved GROUP BY g
    ON CONFLICT ("org_group_id") DO UPDATE SET "invoices" = c."invoices" + excluded."invoices";
  PERFORM pg_notify('navia_changes', 'invoices:' || g)
     FROM (SELECT "org_group_id" AS g FROM new_rows UNION SELECT "org_group_id" FROM old_rows) changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "invoice_group_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "invoice_group_counts";
  PERFORM pg_notify('navia_changes', 'invoices:*');
  RETURN NULL;
END $$;
