-- Issue 19: the EXWORK7 key (orders leaving the supplier within 7 days, sorted by ex-works date)
-- read a deep page by sorting all its matches from the table: the planner judged the key's date
-- window, written twice when a tile is clicked (the key's and the filter's), ten times rarer than
-- it is. Batch 100 for ACME at 1,000,000 shipments: 54 ms (17,837 rows, 14,427 table pages). With
-- the group, the date and the row id as keys and the key's other columns beside them, the page is
-- read in order from this index alone: 1.4 ms; its count 6.8 ms.
CREATE INDEX "search_rows_group_order_ex_works_idx" ON "search_rows" USING btree ("org_group_id","ex_works","rid") INCLUDE ("direction","ord_status") WHERE order_id is not null;
