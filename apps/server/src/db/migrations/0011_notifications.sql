CREATE TABLE "carrier_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"feed_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"event_created_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"shipment_ids" bigint[] DEFAULT '{}' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"secret" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_event_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipment_date_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_group_id" uuid NOT NULL,
	"shipment_id" bigint NOT NULL,
	"field" text NOT NULL,
	"classifier" text NOT NULL,
	"value" timestamp with time zone NOT NULL,
	"container_number" text,
	"source" text NOT NULL,
	"carrier_event_id" bigint,
	"source_created_at" timestamp with time zone NOT NULL,
	"applied" boolean NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_group_id" uuid NOT NULL,
	"type" text NOT NULL,
	"shipment_id" bigint,
	"ship_key" text,
	"ship_number" text,
	"record_keys" text[] NOT NULL,
	"order_numbers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"text" text NOT NULL,
	"redirect_url" text,
	"moved_hours" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" bigint,
	"org_group_id" uuid,
	"type" text,
	"event_type" text DEFAULT 'SHIPMENT' NOT NULL,
	"is_connect" boolean DEFAULT false NOT NULL,
	"text" text NOT NULL,
	"redirect_url" text,
	"ship_key" text,
	"ship_number" text,
	"ord_number" text,
	"reference_id" text,
	"read" boolean DEFAULT false NOT NULL,
	"email_pending_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"org_group_id" uuid NOT NULL,
	"record_key" text NOT NULL,
	"client_record_key" text NOT NULL,
	"is_shipment" boolean NOT NULL,
	"data_source" text NOT NULL,
	"flags" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "containers" ADD COLUMN "gated_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "carrier_booking_reference" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notifications_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_types" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contracts_to_notify" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_events" ADD CONSTRAINT "carrier_events_feed_id_carrier_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."carrier_feeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_feeds" ADD CONSTRAINT "carrier_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_date_events" ADD CONSTRAINT "shipment_date_events_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_date_events" ADD CONSTRAINT "shipment_date_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_date_events" ADD CONSTRAINT "shipment_date_events_carrier_event_id_carrier_events_id_fk" FOREIGN KEY ("carrier_event_id") REFERENCES "public"."carrier_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_events" ADD CONSTRAINT "notification_events_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_events" ADD CONSTRAINT "notification_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_notification_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."notification_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_subscriptions" ADD CONSTRAINT "record_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_subscriptions" ADD CONSTRAINT "record_subscriptions_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_events_event_id_uq" ON "carrier_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "carrier_events_unmatched_idx" ON "carrier_events" USING btree ("received_at") WHERE status = 'UNMATCHED';--> statement-breakpoint
CREATE INDEX "shipment_date_events_shipment_idx" ON "shipment_date_events" USING btree ("shipment_id","recorded_at");--> statement-breakpoint
CREATE INDEX "notification_events_pending_idx" ON "notification_events" USING btree ("created_at") WHERE dispatched_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_user_uq" ON "notifications" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_email_pending_idx" ON "notifications" USING btree ("email_pending_since") WHERE email_pending_since is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "record_subscriptions_user_record_uq" ON "record_subscriptions" USING btree ("user_id","record_key");--> statement-breakpoint
CREATE INDEX "record_subscriptions_record_idx" ON "record_subscriptions" USING btree ("record_key");--> statement-breakpoint
CREATE INDEX "shipments_carrier_booking_idx" ON "shipments" USING btree ("carrier_booking_reference");--> statement-breakpoint
-- @socket.io/postgres-adapter keeps payloads too large for NOTIFY here (issue 11).
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial UNIQUE,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" bytea
);
