CREATE TABLE "search_rows" (
	"rid" bigint PRIMARY KEY NOT NULL,
	"record_type" text NOT NULL,
	"order_id" bigint,
	"shipment_id" bigint,
	"org_group_id" uuid NOT NULL,
	"ship_key" text,
	"ord_key" text,
	"ship_number" text,
	"ord_number" text,
	"ord_number_full" text,
	"ord_status" text,
	"data_source" text NOT NULL,
	"direction" text NOT NULL,
	"transport_mode" text NOT NULL,
	"packing" text NOT NULL,
	"service_level" text,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"ship_state_dest" text,
	"supplier_code" text NOT NULL,
	"supplier" text NOT NULL,
	"consignee_code" text NOT NULL,
	"consignee" text NOT NULL,
	"house_bill" text,
	"master_bill" text,
	"client_shipment_id" text,
	"ship_order_reference" text,
	"no_of_packs" integer,
	"pack_type" text,
	"actual_weight" double precision,
	"chargeable_weight" double precision,
	"unit_of_weight" text,
	"actual_volume" double precision,
	"unit_of_volume" text,
	"etd" timestamp with time zone,
	"eta" timestamp with time zone,
	"atd" timestamp with time zone,
	"ata" timestamp with time zone,
	"sta" timestamp with time zone,
	"pickup_date" timestamp with time zone,
	"delivered_date" timestamp with time zone,
	"milestone" text NOT NULL,
	"customs_status" text NOT NULL,
	"carrier_id" integer,
	"vessel" text,
	"voyage" text,
	"transhipment_vessel" text,
	"load_port" text,
	"discharge_port" text,
	"order_date" timestamp with time zone,
	"ex_works" timestamp with time zone,
	"req_in_store" timestamp with time zone,
	"arrival_vessel" text,
	"arrival_voyage" text,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"stale" boolean DEFAULT true NOT NULL,
	"rebuilt_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "search_rows_group_eta_desc_idx" ON "search_rows" USING btree ("org_group_id","eta" DESC NULLS LAST,"rid" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_rows_group_eta_idx" ON "search_rows" USING btree ("org_group_id","eta","rid");--> statement-breakpoint
CREATE INDEX "search_rows_group_etd_idx" ON "search_rows" USING btree ("org_group_id","etd","rid");--> statement-breakpoint
CREATE INDEX "search_rows_eta_desc_idx" ON "search_rows" USING btree ("eta" DESC NULLS LAST,"rid" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_rows_etd_idx" ON "search_rows" USING btree ("etd","rid");--> statement-breakpoint
CREATE INDEX "search_rows_group_ex_works_idx" ON "search_rows" USING btree ("org_group_id","ex_works");--> statement-breakpoint
CREATE INDEX "search_rows_group_req_in_store_idx" ON "search_rows" USING btree ("org_group_id","req_in_store");--> statement-breakpoint
CREATE INDEX "search_rows_arrived_undelivered_idx" ON "search_rows" USING btree ("org_group_id","direction") WHERE ata is not null and delivered_date is null;--> statement-breakpoint
CREATE INDEX "search_rows_arrived_uncleared_idx" ON "search_rows" USING btree ("org_group_id","direction") WHERE ata is not null and customs_status <> 'CLEARED';--> statement-breakpoint
CREATE INDEX "search_rows_late_for_store_idx" ON "search_rows" USING btree ("org_group_id","direction") WHERE req_in_store <= eta and ata is null;--> statement-breakpoint
CREATE INDEX "search_rows_unshipped_orders_idx" ON "search_rows" USING btree ("org_group_id","ex_works") WHERE shipment_id is null and order_id is not null;--> statement-breakpoint
CREATE INDEX "search_rows_shipment_idx" ON "search_rows" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "search_rows_order_idx" ON "search_rows" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "search_rows_ship_key_idx" ON "search_rows" USING btree ("ship_key");--> statement-breakpoint
CREATE INDEX "search_rows_ord_key_idx" ON "search_rows" USING btree ("ord_key");--> statement-breakpoint
CREATE INDEX "search_rows_text_trgm_idx" ON "search_rows" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_rows_supplier_trgm_idx" ON "search_rows" USING gin ("supplier" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_rows_consignee_trgm_idx" ON "search_rows" USING gin ("consignee" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_rows_supplier_code_idx" ON "search_rows" USING btree ("supplier_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_rows_consignee_code_idx" ON "search_rows" USING btree ("consignee_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_rows_carrier_idx" ON "search_rows" USING btree ("carrier_id","org_group_id");--> statement-breakpoint
CREATE INDEX "search_rows_origin_idx" ON "search_rows" USING btree ("origin" text_pattern_ops,"org_group_id");--> statement-breakpoint
CREATE INDEX "search_rows_destination_idx" ON "search_rows" USING btree ("destination" text_pattern_ops,"org_group_id");