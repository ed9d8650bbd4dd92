DROP INDEX "search_rows_arrived_undelivered_idx";--> statement-breakpoint
DROP INDEX "search_rows_arrived_uncleared_idx";--> statement-breakpoint
DROP INDEX "search_rows_late_for_store_idx";--> statement-breakpoint
DROP INDEX "search_rows_unshipped_orders_idx";--> statement-breakpoint
CREATE INDEX "search_rows_arriving_idx" ON "search_rows" USING btree ("eta","org_group_id") WHERE shipment_id is not null and ata is null;--> statement-breakpoint
CREATE INDEX "search_rows_departing_idx" ON "search_rows" USING btree ("etd","org_group_id") WHERE shipment_id is not null and atd is null;--> statement-breakpoint
CREATE INDEX "search_rows_departing_export_idx" ON "search_rows" USING btree ("etd","org_group_id","milestone","house_bill") WHERE shipment_id is not null and atd is null and direction = 'EXPORT';--> statement-breakpoint
CREATE INDEX "search_rows_ex_works_idx" ON "search_rows" USING btree ("ex_works","org_group_id","direction","ord_status") WHERE order_id is not null;--> statement-breakpoint
CREATE INDEX "search_rows_req_in_store_idx" ON "search_rows" USING btree ("req_in_store","org_group_id","direction","ord_status","milestone") WHERE order_id is not null and delivered_date is null;--> statement-breakpoint
CREATE INDEX "search_rows_arrived_undelivered_idx" ON "search_rows" USING btree ("org_group_id","direction","shipment_id") WHERE ata is not null and delivered_date is null;--> statement-breakpoint
CREATE INDEX "search_rows_arrived_uncleared_idx" ON "search_rows" USING btree ("org_group_id","direction","shipment_id") WHERE ata is not null and customs_status <> 'CLEARED';--> statement-breakpoint
CREATE INDEX "search_rows_late_for_store_idx" ON "search_rows" USING btree ("org_group_id","direction","ord_status","milestone") WHERE req_in_store <= eta and ata is null and order_id is not null and delivered_date is null;--> statement-breakpoint
CREATE INDEX "search_rows_unshipped_orders_idx" ON "search_rows" USING btree ("org_group_id","ex_works","direction","ord_status") WHERE shipment_id is null and order_id is not null;