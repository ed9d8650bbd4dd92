-- Keeps invoice_group_counts (0020) equal to count(*) of invoices per organisation group (issue 14):
-- statement-level triggers with transition tables, so a bulk insert updates each group's row once.
INSERT INTO "invoice_group_counts" ("org_group_id", "invoices")
  SELECT "org_group_id", count(*) FROM "invoices" GROUP BY "org_group_id"
  ON CONFLICT ("org_group_id") DO UPDATE SET "invoices" = excluded."invoices";
--> statement-breakpoint
CREATE FUNCTION "invoice_group_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "invoice_group_counts" AS c ("org_group_id", "invoices")
    SELECT "org_group_id", count(*) FROM new_rows GROUP BY "org_group_id"
    ON CONFLICT ("org_group_id") DO UPDATE SET "invoices" = c."invoices" + excluded."invoices";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "invoice_group_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "invoice_group_counts" AS c SET "invoices" = c."invoices" - d.n
    FROM (SELECT "org_group_id", count(*) AS n FROM old_rows GROUP BY "org_group_id") d
   WHERE c."org_group_id" = d."org_group_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update moves invoices between groups only when it changes a row's group: the old rows leave
-- their group and the new ones join theirs (equal groups cancel out).
CREATE FUNCTION "invoice_group_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "invoice_group_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "invoice_group_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_group_counts_insert" AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "invoice_group_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "invoices_group_counts_delete" AFTER DELETE ON "invoices"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "invoice_group_counts_remove"();
--> statement-breakpoint
CREATE TRIGGER "invoices_group_counts_update" AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "invoice_group_counts_move"();
--> statement-breakpoint
CREATE TRIGGER "invoices_group_counts_truncate" AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_group_counts_clear"();
