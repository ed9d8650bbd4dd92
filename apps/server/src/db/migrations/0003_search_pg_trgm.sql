-- Custom SQL migration file, put your code below! --
-- Trigram indexes for the tracking search's "contains" filters (issue 3). PGlite loads the
-- extension in db/client.ts; PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
