-- Custom SQL migration file, put your code below! --
-- Keeps search_rows (the materialised search_records view, issue 3) in step with its source tables.
--  * search_rows_refresh(shipment ids, order ids) rewrites the rows of those records.
--  * search_rows_rebuild() refills the whole table; it runs only while search_state.stale is set.
--  * Statement-level triggers on the source tables refresh the rows a statement touched. A bulk
--    statement (over 1000 rows) or a TRUNCATE only marks the table stale instead, so bulk loads
--    (the seed's COPY with deferred indexes) pay nothing per row; the next search, or the loader
--    itself, then runs search_rows_rebuild() once.

CREATE OR REPLACE FUNCTION search_rows_source_insert(p_shipment_ids bigint[], p_order_ids bigint[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_rows (rid, record_type, order_id, shipment_id, org_group_id, ship_key, ord_key, ship_number, ord_number, ord_number_full, ord_status, data_source, direction, transport_mode, packing, service_level, origin, destination, ship_state_dest, supplier_code, supplier, consignee_code, consignee, house_bill, master_bill, client_shipment_id, ship_order_reference, no_of_packs, pack_type, actual_weight, chargeable_weight, unit_of_weight, actual_volume, unit_of_volume, etd, eta, atd, ata, sta, pickup_date, delivered_date, milestone, customs_status, carrier_id, vessel, voyage, transhipment_vessel, load_port, discharge_port, order_date, ex_works, req_in_store, arrival_vessel, arrival_voyage, search_text)
  SELECT r.rid, r.record_type, r.order_id, r.shipment_id, r.org_group_id, r.ship_key, r.ord_key, r.ship_number, r.ord_number, r.ord_number_full, r.ord_status, r.data_source, r.direction, r.transport_mode, r.packing, r.service_level, r.origin, r.destination, r.ship_state_dest, r.supplier_code, r.supplier, r.consignee_code, r.consignee, r.house_bill, r.master_bill, r.client_shipment_id, r.ship_order_reference, r.no_of_packs, r.pack_type, r.actual_weight, r.chargeable_weight, r.unit_of_weight, r.actual_volume, r.unit_of_volume, r.etd, r.eta, r.atd, r.ata, r.sta, r.pickup_date, r.delivered_date, r.milestone, r.customs_status, r.carrier_id, r.vessel, r.voyage, r.transhipment_vessel, r.load_port, r.discharge_port, r.order_date, r.ex_works, r.req_in_store, r.arrival_vessel, r.arrival_voyage,
    upper(concat_ws(chr(31), r.ship_number, r.ord_number, r.master_bill, r.house_bill, r.client_shipment_id, r.ship_order_reference,
      (select string_agg(c.container_number, chr(31)) from containers c where c.shipment_id = r.shipment_id),
      (select string_agg(p.part_no, chr(31)) from containers c join container_products p on p.container_id = c.id where c.shipment_id = r.shipment_id),
      (select string_agg(n.value, chr(31)) from reference_numbers n where n.shipment_id = r.shipment_id and n.ref_type in ('SKU', 'ASN')),
      (select k.name from carriers k where k.id = r.carrier_id)))
  FROM search_records r
  WHERE r.shipment_id = ANY(p_shipment_ids)
  UNION ALL
  SELECT r.rid, r.record_type, r.order_id, r.shipment_id, r.org_group_id, r.ship_key, r.ord_key, r.ship_number, r.ord_number, r.ord_number_full, r.ord_status, r.data_source, r.direction, r.transport_mode, r.packing, r.service_level, r.origin, r.destination, r.ship_state_dest, r.supplier_code, r.supplier, r.consignee_code, r.consignee, r.house_bill, r.master_bill, r.client_shipment_id, r.ship_order_reference, r.no_of_packs, r.pack_type, r.actual_weight, r.chargeable_weight, r.unit_of_weight, r.actual_volume, r.unit_of_volume, r.etd, r.eta, r.atd, r.ata, r.sta, r.pickup_date, r.delivered_date, r.milestone, r.customs_status, r.carrier_id, r.vessel, r.voyage, r.transhipment_vessel, r.load_port, r.discharge_port, r.order_date, r.ex_works, r.req_in_store, r.arrival_vessel, r.arrival_voyage,
    upper(concat_ws(chr(31), r.ship_number, r.ord_number, r.master_bill, r.house_bill, r.client_shipment_id, r.ship_order_reference,
      (select string_agg(c.container_number, chr(31)) from containers c where c.shipment_id = r.shipment_id),
      (select string_agg(p.part_no, chr(31)) from containers c join container_products p on p.container_id = c.id where c.shipment_id = r.shipment_id),
      (select string_agg(n.value, chr(31)) from reference_numbers n where n.shipment_id = r.shipment_id and n.ref_type in ('SKU', 'ASN')),
      (select k.name from carriers k where k.id = r.carrier_id)))
  FROM search_records r
  WHERE r.order_id = ANY(p_order_ids) AND (r.shipment_id IS NULL OR NOT r.shipment_id = ANY(p_shipment_ids));
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_rows_refresh(p_shipment_ids bigint[], p_order_ids bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  p_shipment_ids := coalesce(p_shipment_ids, '{}');
  p_order_ids := coalesce(p_order_ids, '{}');
  DELETE FROM search_rows WHERE shipment_id = ANY(p_shipment_ids);
  DELETE FROM search_rows WHERE order_id = ANY(p_order_ids);
  PERFORM search_rows_source_insert(p_shipment_ids, p_order_ids);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_rows_rebuild() RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  index_names text[];
  index_defs text[];
BEGIN
  -- One rebuild at a time; a caller that waited finds the table fresh and returns.
  PERFORM pg_advisory_xact_lock(hashtext('search_rows_rebuild'));
  IF NOT (SELECT stale FROM search_state WHERE id = 1) THEN
    RETURN false;
  END IF;
  -- Cleared first: a write that lands while this runs blocks on this row, then marks it stale again.
  UPDATE search_state SET stale = false, rebuilt_at = now() WHERE id = 1;
  -- Secondary indexes are dropped and rebuilt from their own definitions: building an index once is
  -- far cheaper than maintaining it row by row (at a million rows, about 5 times).
  SELECT array_agg(c.relname::text ORDER BY c.relname), array_agg(pg_get_indexdef(x.indexrelid) ORDER BY c.relname)
    INTO index_names, index_defs
    FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid
   WHERE x.indrelid = 'search_rows'::regclass AND NOT x.indisprimary;
  TRUNCATE search_rows;
  FOR i IN 1 .. coalesce(array_length(index_names, 1), 0) LOOP
    EXECUTE format('DROP INDEX %I', index_names[i]);
  END LOOP;
  PERFORM set_config('maintenance_work_mem', '256MB', true);
  INSERT INTO search_rows (rid, record_type, order_id, shipment_id, org_group_id, ship_key, ord_key, ship_number, ord_number, ord_number_full, ord_status, data_source, direction, transport_mode, packing, service_level, origin, destination, ship_state_dest, supplier_code, supplier, consignee_code, consignee, house_bill, master_bill, client_shipment_id, ship_order_reference, no_of_packs, pack_type, actual_weight, chargeable_weight, unit_of_weight, actual_volume, unit_of_volume, etd, eta, atd, ata, sta, pickup_date, delivered_date, milestone, customs_status, carrier_id, vessel, voyage, transhipment_vessel, load_port, discharge_port, order_date, ex_works, req_in_store, arrival_vessel, arrival_voyage, search_text)
  SELECT r.rid, r.record_type, r.order_id, r.shipment_id, r.org_group_id, r.ship_key, r.ord_key, r.ship_number, r.ord_number, r.ord_number_full, r.ord_status, r.data_source, r.direction, r.transport_mode, r.packing, r.service_level, r.origin, r.destination, r.ship_state_dest, r.supplier_code, r.supplier, r.consignee_code, r.consignee, r.house_bill, r.master_bill, r.client_shipment_id, r.ship_order_reference, r.no_of_packs, r.pack_type, r.actual_weight, r.chargeable_weight, r.unit_of_weight, r.actual_volume, r.unit_of_volume, r.etd, r.eta, r.atd, r.ata, r.sta, r.pickup_date, r.delivered_date, r.milestone, r.customs_status, r.carrier_id, r.vessel, r.voyage, r.transhipment_vessel, r.load_port, r.discharge_port, r.order_date, r.ex_works, r.req_in_store, r.arrival_vessel, r.arrival_voyage,
    upper(concat_ws(chr(31), r.ship_number, r.ord_number, r.master_bill, r.house_bill, r.client_shipment_id, r.ship_order_reference,
      (select string_agg(c.container_number, chr(31)) from containers c where c.shipment_id = r.shipment_id),
      (select string_agg(p.part_no, chr(31)) from containers c join container_products p on p.container_id = c.id where c.shipment_id = r.shipment_id),
      (select string_agg(n.value, chr(31)) from reference_numbers n where n.shipment_id = r.shipment_id and n.ref_type in ('SKU', 'ASN')),
      (select k.name from carriers k where k.id = r.carrier_id)))
  FROM search_records r;
  FOR i IN 1 .. coalesce(array_length(index_defs, 1), 0) LOOP
    EXECUTE index_defs[i];
  END LOOP;
  ANALYZE search_rows;
  RETURN true;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_rows_sync(p_shipment_ids bigint[], p_order_ids bigint[], p_rows bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_rows = 0 THEN
    RETURN;
  END IF;
  IF p_rows > 1000 OR (SELECT stale FROM search_state WHERE id = 1) THEN
    UPDATE search_state SET stale = true WHERE id = 1;
    RETURN;
  END IF;
  PERFORM search_rows_refresh(p_shipment_ids, p_order_ids);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_rows_mark_stale() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_state SET stale = true WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_rows_on_shipments() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE ids bigint[]; n bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(id), count(*) INTO ids, n FROM old_rows;
  ELSE
    SELECT array_agg(id), count(*) INTO ids, n FROM new_rows;
  END IF;
  PERFORM search_rows_sync(ids, NULL, n);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_rows_on_orders() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE ship_ids bigint[]; ord_ids bigint[]; n bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id), array_agg(shipment_id) FILTER (WHERE shipment_id IS NOT NULL), count(*) INTO ord_ids, ship_ids, n FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id), array_agg(shipment_id) FILTER (WHERE shipment_id IS NOT NULL), count(*) INTO ord_ids, ship_ids, n FROM old_rows;
  ELSE
    SELECT array_agg(id), count(*) INTO ord_ids, n FROM new_rows;
    SELECT array_agg(s) INTO ship_ids FROM (
      SELECT shipment_id AS s FROM new_rows WHERE shipment_id IS NOT NULL
      UNION SELECT shipment_id FROM old_rows WHERE shipment_id IS NOT NULL) x;
  END IF;
  PERFORM search_rows_sync(ship_ids, ord_ids, n);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_rows_on_containers() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE ids bigint[]; n bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT shipment_id), count(*) INTO ids, n FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT shipment_id), count(*) INTO ids, n FROM old_rows;
  ELSE
    -- Only the container number is searched: date updates (deliveries) leave the rows alone.
    SELECT array_agg(DISTINCT s), count(*) INTO ids, n FROM (
      SELECT nw.shipment_id AS s FROM new_rows nw JOIN old_rows od ON od.id = nw.id
       WHERE nw.container_number IS DISTINCT FROM od.container_number OR nw.shipment_id IS DISTINCT FROM od.shipment_id
      UNION ALL
      SELECT od.shipment_id FROM new_rows nw JOIN old_rows od ON od.id = nw.id
       WHERE nw.shipment_id IS DISTINCT FROM od.shipment_id) x;
  END IF;
  PERFORM search_rows_sync(ids, NULL, n);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_rows_on_container_products() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE ids bigint[]; n bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT c.shipment_id), count(*) INTO ids, n FROM new_rows p JOIN containers c ON c.id = p.container_id;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT c.shipment_id), count(*) INTO ids, n FROM old_rows p JOIN containers c ON c.id = p.container_id;
  ELSE
    SELECT array_agg(DISTINCT c.shipment_id), count(*) INTO ids, n
      FROM new_rows nw JOIN old_rows od ON od.id = nw.id
      JOIN containers c ON c.id IN (nw.container_id, od.container_id)
     WHERE nw.part_no IS DISTINCT FROM od.part_no OR nw.container_id IS DISTINCT FROM od.container_id;
  END IF;
  PERFORM search_rows_sync(ids, NULL, n);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_rows_on_reference_numbers() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE ids bigint[]; n bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT shipment_id), count(*) INTO ids, n FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT shipment_id), count(*) INTO ids, n FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT s), count(*) INTO ids, n FROM (
      SELECT shipment_id AS s FROM new_rows UNION ALL SELECT shipment_id FROM old_rows) x;
  END IF;
  PERFORM search_rows_sync(ids, NULL, n);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_rows_on_carriers() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE ids bigint[]; n bigint;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT r.shipment_id), count(*) INTO ids, n
      FROM new_rows nw JOIN old_rows od ON od.id = nw.id JOIN search_rows r ON r.carrier_id = nw.id
     WHERE nw.name IS DISTINCT FROM od.name;
  ELSE
    SELECT array_agg(DISTINCT r.shipment_id), count(*) INTO ids, n FROM old_rows od JOIN search_rows r ON r.carrier_id = od.id;
  END IF;
  PERFORM search_rows_sync(ids, NULL, n);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_rows_shipments_insert AFTER INSERT ON shipments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_on_shipments();
--> statement-breakpoint
CREATE TRIGGER search_rows_shipments_update AFTER UPDATE ON shipments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_on_shipments();
--> statement-breakpoint
CREATE TRIGGER search_rows_shipments_delete AFTER DELETE ON shipments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_on_shipments();
--> statement-breakpoint
CREATE TRIGGER search_rows_shipments_truncate AFTER TRUNCATE ON shipments FOR EACH STATEMENT EXECUTE FUNCTION search_rows_mark_stale();
--> statement-breakpoint
CREATE TRIGGER search_rows_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_on_orders();
--> statement-breakpoint
CREATE TRIGGER search_rows_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_on_orders();
--> statement-breakpoint
CREATE TRIGGER search_rows_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_on_orders();
--> statement-breakpoint
CREATE TRIGGER search_rows_orders_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION search_rows_mark_stale();
--> statement-breakpoint
CREATE TRIGGER search_rows_containers_insert AFTER INSERT ON containers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_on_containers();
--> statement-breakpoint
CREATE TRIGGER search_rows_containers_update AFTER UPDATE ON containers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_on_containers();
--> statement-breakpoint
CREATE TRIGGER search_rows_containers_delete AFTER DELETE ON containers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_on_containers();
--> statement-breakpoint
CREATE TRIGGER search_rows_containers_truncate AFTER TRUNCATE ON containers FOR EACH STATEMENT EXECUTE FUNCTION search_rows_mark_stale();
--> statement-breakpoint
CREATE TRIGGER search_rows_container_products_insert AFTER INSERT ON container_products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_on_container_products();
--> statement-breakpoint
CREATE TRIGGER search_rows_container_products_update AFTER UPDATE ON container_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_on_container_products();
--> statement-breakpoint
CREATE TRIGGER search_rows_container_products_delete AFTER DELETE ON container_products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_on_container_products();
--> statement-breakpoint
CREATE TRIGGER search_rows_container_products_truncate AFTER TRUNCATE ON container_products FOR EACH STATEMENT EXECUTE FUNCTION search_rows_mark_stale();
--> statement-breakpoint
CREATE TRIGGER search_rows_reference_numbers_insert AFTER INSERT ON reference_numbers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_on_reference_numbers();
--> statement-breakpoint
CREATE TRIGGER search_rows_reference_numbers_update AFTER UPDATE ON reference_numbers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_on_reference_numbers();
--> statement-breakpoint
CREATE TRIGGER search_rows_reference_numbers_delete AFTER DELETE ON reference_numbers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_on_reference_numbers();
--> statement-breakpoint
CREATE TRIGGER search_rows_reference_numbers_truncate AFTER TRUNCATE ON reference_numbers FOR EACH STATEMENT EXECUTE FUNCTION search_rows_mark_stale();
--> statement-breakpoint
CREATE TRIGGER search_rows_carriers_update AFTER UPDATE ON carriers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_on_carriers();
--> statement-breakpoint
CREATE TRIGGER search_rows_carriers_delete AFTER DELETE ON carriers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_on_carriers();
--> statement-breakpoint
CREATE TRIGGER search_rows_carriers_truncate AFTER TRUNCATE ON carriers FOR EACH STATEMENT EXECUTE FUNCTION search_rows_mark_stale();
--> statement-breakpoint
-- Existing data (a database migrated with records in it) is indexed once, here.
INSERT INTO search_state (id, stale) VALUES (1, true) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
SELECT search_rows_rebuild();
