CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "bookings_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_group_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"type" text NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"origin" jsonb NOT NULL,
	"quote_id" uuid,
	"shipper" jsonb NOT NULL,
	"consignee" jsonb NOT NULL,
	"pickup_address" jsonb,
	"delivery_address" jsonb,
	"transport_mode" text NOT NULL,
	"packing" text NOT NULL,
	"origin_port" text NOT NULL,
	"destination_port" text NOT NULL,
	"cargo_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"containers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ready_date" date NOT NULL,
	"required_in_store_date" date,
	"pickup_start" smallint,
	"pickup_end" smallint,
	"vessel" text,
	"voyage" text,
	"handling_method" text NOT NULL,
	"incoterm" text,
	"notes" text DEFAULT '' NOT NULL,
	"decline_reason" text,
	"shipment_id" bigint,
	"ship_key" text,
	"ship_number" text,
	"created_by" uuid NOT NULL,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "bookings_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_group_request_uq" ON "bookings" USING btree ("org_group_id","request_id");--> statement-breakpoint
CREATE INDEX "bookings_group_created_idx" ON "bookings" USING btree ("org_group_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_status_created_idx" ON "bookings" USING btree ("status","created_at" DESC NULLS LAST);