-- Insights (issue 13): /insights reads a group's shipments over a date range (at most two years).
-- Two covering indexes on shipments make every chart an index-only range scan of one group's
-- rows: by departure (ETD: shipments by month, CO2e by mode and lane, top parties) and by arrival
-- (ATA: on-time performance, transit time per lane, dwell time). The legs of those shipments are
-- read from one covering index on transport_legs for the CO2e chart.
CREATE INDEX IF NOT EXISTS "shipments_insights_departed_idx" ON "shipments" USING btree ("org_group_id","etd") INCLUDE ("transport_mode","origin","destination","supplier","consignee","chargeable_weight","unit_of_weight");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shipments_insights_arrived_idx" ON "shipments" USING btree ("org_group_id","ata") INCLUDE ("sta","atd","delivered_date","transport_mode","origin","destination") WHERE "ata" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transport_legs_insights_idx" ON "transport_legs" USING btree ("shipment_id") INCLUDE ("transport_mode","load_port","discharge_port");
