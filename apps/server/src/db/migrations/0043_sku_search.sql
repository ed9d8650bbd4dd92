ALTER TABLE "skus" ADD COLUMN "owner_id" uuid GENERATED ALWAYS AS (coalesce(org_group_id, owner_trusted_party_id)) STORED;--> statement-breakpoint
CREATE INDEX "skus_owner_product_idx" ON "skus" USING btree ("owner_id",upper("product_number"),"id");--> statement-breakpoint
CREATE INDEX "skus_owner_description_idx" ON "skus" USING btree ("owner_id",upper("product_description"),"id");--> statement-breakpoint
CREATE INDEX "skus_owner_price_idx" ON "skus" USING btree ("owner_id","unit_price","id");--> statement-breakpoint
CREATE INDEX "skus_owner_quantity_idx" ON "skus" USING btree ("owner_id","sku_qty_available","id");--> statement-breakpoint
CREATE INDEX "skus_owner_status_idx" ON "skus" USING btree ("owner_id","status","id");--> statement-breakpoint
CREATE INDEX "skus_owner_updated_idx" ON "skus" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "skus_owner_product_c_idx" ON "skus" USING btree ("owner_id",(upper("product_number") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "skus_owner_idx" ON "skus" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "skus_product_trgm_idx" ON "skus" USING gin ("product_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skus_description_trgm_idx" ON "skus" USING gin ("product_description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skus_full_description_trgm_idx" ON "skus" USING gin ("full_product_description" gin_trgm_ops);--> statement-breakpoint
-- How often each owner has each status, unit and currency (extended statistics; schema/contracts.ts
-- says why): the planner then sees that an owner has few or none of a value, and reads them from
-- an index instead of walking every SKU of the owner in the sort's order.
CREATE STATISTICS "skus_owner_status_stats" (mcv) ON "owner_id", "status" FROM "skus";--> statement-breakpoint
CREATE STATISTICS "skus_owner_unit_stats" (mcv) ON "owner_id", "unit_of_measure" FROM "skus";--> statement-breakpoint
CREATE STATISTICS "skus_owner_currency_stats" (mcv) ON "owner_id", "unit_currency" FROM "skus";
--> statement-breakpoint
-- The SKU search's counts are kept until the SKUs they counted change (lib/kept-counts.ts), as the
-- tracking and invoice searches' are: each statement tells the change feed which owners' SKUs it
-- touched ('skus:<owner>', once per owner per statement), and a truncate tells 'skus:*'.
CREATE FUNCTION "skus_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('navia_changes', 'skus:*');
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('navia_changes', 'skus:' || o) FROM (SELECT DISTINCT "owner_id" AS o FROM new_rows) changed;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('navia_changes', 'skus:' || o) FROM (SELECT DISTINCT "owner_id" AS o FROM old_rows) changed;
  ELSE
    -- An update may move a SKU to another owner: both are told.
    PERFORM pg_notify('navia_changes', 'skus:' || o)
       FROM (SELECT "owner_id" AS o FROM new_rows UNION SELECT "owner_id" FROM old_rows) changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "skus_changed_insert" AFTER INSERT ON "skus"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "skus_changed"();
--> statement-breakpoint
CREATE TRIGGER "skus_changed_delete" AFTER DELETE ON "skus"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "skus_changed"();
--> statement-breakpoint
CREATE TRIGGER "skus_changed_update" AFTER UPDATE ON "skus"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "skus_changed"();
--> statement-breakpoint
CREATE TRIGGER "skus_changed_truncate" AFTER TRUNCATE ON "skus"
  FOR EACH STATEMENT EXECUTE FUNCTION "skus_changed"();
