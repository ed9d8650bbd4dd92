-- Issue 19, decision 040: a port's name is what the Origin, Destination, LoadPort and DischargePort
-- filters match, so a change to ports changes what those searches count. Kept counts and the kept
-- port-name lookups (shipments/search-counts.ts) are forgotten when 'search:*' is heard. Row
-- triggers, so a statement that changes no port (an insert that conflicts) says nothing; PostgreSQL
-- folds the repeats of one transaction into one notification.
CREATE TRIGGER ports_search_changed AFTER INSERT OR UPDATE OR DELETE ON ports
  FOR EACH ROW EXECUTE FUNCTION search_changed_everywhere();
--> statement-breakpoint
CREATE TRIGGER ports_search_truncated AFTER TRUNCATE ON ports
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed_everywhere();
