-- Issue 19: the departing keys (SHIPDEP*, DEPARTING* presets) in their default order, ETA DESC. The
-- window's rows of one group, with the ETA they sort by, read from this index alone: SHIPDEP14 at
-- batch 100 went from 142 ms (a bitmap scan of 35,887 table pages) to 19 ms, DEPARTING30 from about
-- 100 ms to 25 ms (ACME, 1,000,000 shipments). Drizzle's index builder has no INCLUDE.
CREATE INDEX "search_rows_group_departing_idx" ON "search_rows" USING btree ("org_group_id","etd") INCLUDE ("eta","rid") WHERE shipment_id is not null and atd is null;
--> statement-breakpoint
-- The default order's index also holds the date, shipment and port columns the filters test, so a
-- page walking it past rows that Origin, Destination, an ETD window or a departing key rejects reads
-- them from the index instead of the table (Origin at batch 100: 121 ms to 17 ms; SHIPDEP14 at
-- batch 1: 45 ms to 5 ms). 124 MB to 174 MB at 1,000,000 shipments.
DROP INDEX IF EXISTS "search_rows_group_eta_desc_idx";
--> statement-breakpoint
CREATE INDEX "search_rows_group_eta_desc_idx" ON "search_rows" USING btree ("org_group_id","eta" DESC NULLS LAST,"rid" DESC NULLS LAST) INCLUDE ("direction","transport_mode","packing","milestone","customs_status","ord_status","actual_weight","etd","atd","shipment_id","origin","destination");
--> statement-breakpoint
-- ETD ASC (a column header) with the transport and port filters: Transport AIR at batch 100 walked
-- the group's ETD index and read each row from the table to test it (57 ms); holding those columns,
-- 4 ms (Destination and ETD ASC at batch 100: 33 ms to 4 ms). 58 MB to 90 MB at 1,000,000 shipments.
DROP INDEX IF EXISTS "search_rows_group_etd_idx";
--> statement-breakpoint
CREATE INDEX "search_rows_group_etd_idx" ON "search_rows" USING btree ("org_group_id","etd","rid") INCLUDE ("transport_mode","packing","origin","destination");
