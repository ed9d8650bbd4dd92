DROP INDEX "shipments_carrier_booking_idx";--> statement-breakpoint
CREATE INDEX "shipments_master_bill_norm_idx" ON "shipments" USING btree (upper(replace("master_bill", ' ', '')));--> statement-breakpoint
CREATE INDEX "shipments_house_bill_norm_idx" ON "shipments" USING btree (upper(replace("house_bill", ' ', '')));--> statement-breakpoint
CREATE INDEX "shipments_carrier_booking_norm_idx" ON "shipments" USING btree (upper(replace("carrier_booking_reference", ' ', '')));--> statement-breakpoint
-- The search rows kept in step by triggers (migration 0005): the source query's estimated cost at
-- 100,000 shipments made PostgreSQL JIT-compile it on every call, ~1.4 s for one shipment's update
-- (5-13 ms without). A few rows per call never repay compiling; the full rebuild keeps JIT.
ALTER FUNCTION search_rows_source_insert(bigint[], bigint[]) SET jit = off;--> statement-breakpoint
ALTER FUNCTION search_rows_refresh(bigint[], bigint[]) SET jit = off;--> statement-breakpoint
ALTER FUNCTION search_rows_sync(bigint[], bigint[], bigint) SET jit = off;
