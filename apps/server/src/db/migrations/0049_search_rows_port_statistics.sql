-- Issue 19: each organisation group ships through its own ports, so a port that is rare over all
-- groups is common in one. Without statistics on the pair, the planner multiplies the group's share
-- by the port's share of all rows: LIBERTY's busiest destination (USCHI), 3,603 rows estimated,
-- 23,430 found. It then sorted every match read from the table for a page by ETD (batch 100 at
-- 1,000,000 shipments: 89-128 ms for LIBERTY and TROPIKA) where walking the group's ETD index
-- takes 5.8-9.5 ms. Most-common-value lists on (group, port) give it the pairs' real frequencies.
-- The origin gets the same: the same filter over the same kind of skew.
CREATE STATISTICS "search_rows_group_destination_stats" (mcv) ON "org_group_id", "destination" FROM "search_rows";--> statement-breakpoint
CREATE STATISTICS "search_rows_group_origin_stats" (mcv) ON "org_group_id", "origin" FROM "search_rows";--> statement-breakpoint
-- Built by the next ANALYZE: this one, so that the plans change as the migration lands.
ANALYZE "search_rows";
