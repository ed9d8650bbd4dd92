-- Issue 19: the search's counts and pages are index-only scans, which skip the table only for pages
-- the visibility map marks all-visible; only VACUUM sets those marks again after a change. With the
-- defaults, autovacuum waits for 20% of search_rows to change (244,000 rows at 1,000,000 shipments).
-- Measured there, after 30,000 of ACME's rows changed (2.5% of the table): ACME's All count
-- 36 -> 167 ms (169,702 table reads), ETA next 7 days at batch 100 1.4 -> 13 ms, OrdStatus CNF's
-- count 19 -> 80 ms. With these settings autovacuum ran within 100 s and every figure came back
-- (0 table reads). 1% of the table changed or inserted starts a vacuum, 2% an analyze (which also
-- keeps 0049's statistics current).
ALTER TABLE "search_rows" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);
