-- Issue 19: a sorted search (shipments.repository.ts, sortsItsMatches) whose ORed group holds only
-- looked-up filters (Supplier names, port codes) reads each filter's matches as an arm, from that
-- filter's index alone: each index carries the sort value (ETA) and the columns of the clustered
-- filters (CustomsStatus, Milestone), so no arm reads the table. The advanced (NOT SENT or ARRIVED)
-- and (Supplier or Origin), ETA ASC went from 43–62 ms (a bitmap of the same indexes, then 22,686
-- table pages) to 15–24 ms for ACME at 1,000,000 shipments.
CREATE INDEX "search_rows_group_origin_idx" ON "search_rows" USING btree ("org_group_id","origin" text_pattern_ops,"rid") INCLUDE ("eta","customs_status","milestone");--> statement-breakpoint
CREATE INDEX "search_rows_group_destination_idx" ON "search_rows" USING btree ("org_group_id","destination" text_pattern_ops,"rid") INCLUDE ("eta","customs_status","milestone");--> statement-breakpoint
DROP INDEX IF EXISTS "search_rows_group_supplier_idx";
--> statement-breakpoint
CREATE INDEX "search_rows_group_supplier_idx" ON "search_rows" USING btree ("org_group_id","supplier","rid") INCLUDE ("eta","customs_status","milestone");
