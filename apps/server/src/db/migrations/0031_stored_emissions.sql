ALTER TABLE "shipments" ADD COLUMN "co2e_kg" double precision;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "co2e_sea_kg" double precision;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "co2e_air_kg" double precision;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "co2e_road_kg" double precision;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "co2e_factors" text;--> statement-breakpoint
-- Issue 13: /insights' CO2e chart sums the stored total by mode and lane, read with the departure range
-- from the covering index, so the index carries co2e_kg and co2e_factors too (it replaces 0023's).
DROP INDEX IF EXISTS "shipments_insights_departed_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shipments_insights_departed_idx" ON "shipments" USING btree ("org_group_id","etd") INCLUDE ("transport_mode","origin","destination","supplier","consignee","chargeable_weight","unit_of_weight","co2e_kg","co2e_factors");
--> statement-breakpoint
-- The dwell chart reads each transport mode's delivered shipments as its own index range, so that
-- it sorts one mode's rows at a time (decision 028: p95 377 → 134 ms for the largest group of 1,000,000 shipments).
CREATE INDEX IF NOT EXISTS "shipments_insights_delivered_idx" ON "shipments" USING btree ("org_group_id","transport_mode","ata") INCLUDE ("delivered_date") WHERE "delivered_date" IS NOT NULL AND "ata" IS NOT NULL;
