-- Issue 19: the RISETA key (orders due in store on or before their ETA) sorts by the gap between
-- the two dates. Its index held the group, direction, order status and milestone, so a deep page
-- read every match from the table and sorted them: batch 100 for ACME at 1,000,000 shipments,
-- 9,263 table pages (65-96 ms under EXPLAIN ANALYZE; the API's p95 46 ms). Keyed by the sort
-- expression and the row id, with the columns the key and the expression test beside them, the page
-- is read in order from this index alone (1.2-1.6 ms; staff's merged page 2.6 ms), and the tile's
-- count still is (2.5 MB at 1,000,000 shipments). The expression's own columns are included because
-- PostgreSQL reads an expression index alone only when the columns the query names are in it.
DROP INDEX "search_rows_late_for_store_idx";--> statement-breakpoint
CREATE INDEX "search_rows_late_for_store_idx" ON "search_rows" USING btree ("org_group_id","direction",extract(epoch from (req_in_store - eta)),"rid") INCLUDE ("ord_status","milestone","req_in_store","eta") WHERE req_in_store <= eta and ata is null and order_id is not null and delivered_date is null;
