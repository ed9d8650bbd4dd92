-- Issue 19: the arriving keys (SHIPARR7, SHIPARR14, ARRIVING5, ARRIVING30: shipments not arrived,
-- ETA in a window) read a deep page by sorting all their matches from the table, whenever the
-- planner judged the window's rows in a group fewer than they are (SOUTHERN: 6,254 estimated,
-- 13,109 found). SHIPARR7 at batch 100 for the five smaller groups at 1,000,000 shipments:
-- 60-94 ms (11,357 table pages for SOUTHERN). With the group, the ETA and the row id as keys, only
-- the rows not arrived, and the direction beside them, the page is read in order from this index
-- alone: 1.0-1.7 ms. 28 MB at 1,000,000 shipments.
CREATE INDEX "search_rows_group_arriving_eta_idx" ON "search_rows" USING btree ("org_group_id","eta" DESC NULLS LAST,"rid" DESC NULLS LAST) INCLUDE ("direction") WHERE shipment_id is not null and ata is null;
