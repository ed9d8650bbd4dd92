CREATE TABLE "delivery_request_containers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_group_id" uuid NOT NULL,
	"delivery_request_id" uuid NOT NULL,
	"container_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"container_number" text NOT NULL,
	"drop_mode" text,
	"delivery_date" date,
	"pickup_time_index" smallint,
	"delivery_date_return" date,
	"pickup_time_return_index" smallint,
	"will_incur_storage_delivery" boolean NOT NULL,
	"will_incur_storage_return" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_group_id" uuid NOT NULL,
	"shipment_id" bigint NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"ship_number" text NOT NULL,
	"data_source" text NOT NULL,
	"ord_number" text,
	"address_id" uuid,
	"location_label" text NOT NULL,
	"location_address" text NOT NULL,
	"custom_address" text,
	"container_mode" text NOT NULL,
	"transport_mode" text NOT NULL,
	"vgm_required" boolean,
	"additional_notes" text DEFAULT '' NOT NULL,
	"period" text,
	"empty_return_by" date,
	"dates_missing" boolean NOT NULL,
	"send_via_email" boolean NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "delivery_request_containers" ADD CONSTRAINT "delivery_request_containers_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_request_containers" ADD CONSTRAINT "delivery_request_containers_delivery_request_id_delivery_requests_id_fk" FOREIGN KEY ("delivery_request_id") REFERENCES "public"."delivery_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_request_containers" ADD CONSTRAINT "delivery_request_containers_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_address_id_org_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."org_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_request_containers_request_idx" ON "delivery_request_containers" USING btree ("delivery_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_requests_request_uq" ON "delivery_requests" USING btree ("org_group_id","created_by","request_id");--> statement-breakpoint
CREATE INDEX "delivery_requests_shipment_idx" ON "delivery_requests" USING btree ("shipment_id");