CREATE TABLE "org_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_group_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"label" text NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"state" text,
	"postcode" text,
	"country" text NOT NULL,
	"phone" text,
	"fcl_equipment" text DEFAULT 'SDL' NOT NULL,
	"lcl_equipment" text DEFAULT 'TRL' NOT NULL,
	"air_equipment" text DEFAULT 'TRL' NOT NULL,
	"is_delivery" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"hubbi_enabled" boolean DEFAULT false NOT NULL,
	"connect_access" boolean DEFAULT false NOT NULL,
	"general_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_group_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"fcl_drop_mode" text DEFAULT 'SDL' NOT NULL,
	"lcl_drop_mode" text DEFAULT 'TRL' NOT NULL,
	"air_drop_mode" text DEFAULT 'TRL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"business_name" text NOT NULL,
	"business_number" text,
	"country" text NOT NULL,
	"general_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"transport_mode" text NOT NULL,
	CONSTRAINT "carriers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ports" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"state" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vessels" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"imo" text NOT NULL,
	"carrier_id" integer NOT NULL,
	CONSTRAINT "vessels_imo_unique" UNIQUE("imo")
);
--> statement-breakpoint
CREATE TABLE "container_products" (
	"id" bigint PRIMARY KEY NOT NULL,
	"org_group_id" uuid NOT NULL,
	"container_id" bigint NOT NULL,
	"line" integer NOT NULL,
	"part_no" text NOT NULL,
	"product_description" text NOT NULL,
	"is_priority" boolean DEFAULT false NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "containers" (
	"id" bigint PRIMARY KEY NOT NULL,
	"org_group_id" uuid NOT NULL,
	"shipment_id" bigint NOT NULL,
	"container_number" text NOT NULL,
	"seal_number" text,
	"container_type" text NOT NULL,
	"weight" double precision NOT NULL,
	"booked_flag" smallint DEFAULT 0 NOT NULL,
	"cargo_available" timestamp with time zone,
	"cargo_storage" timestamp with time zone,
	"empty_returned_by" timestamp with time zone,
	"estimated_delivery" timestamp with time zone,
	"actual_delivery" timestamp with time zone,
	"confirmed_delivery" timestamp with time zone,
	"earliest_delivery" timestamp with time zone,
	"description" text,
	"pieces" integer,
	"volume" double precision,
	"delivery_requested" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"org_group_id" uuid NOT NULL,
	"record_key" text NOT NULL,
	"record_number" text NOT NULL,
	"is_shipment" boolean NOT NULL,
	"data_source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_record_key_pk" PRIMARY KEY("user_id","record_key")
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"id" bigint PRIMARY KEY NOT NULL,
	"org_group_id" uuid NOT NULL,
	"shipment_id" bigint NOT NULL,
	"seq" smallint NOT NULL,
	"name" text NOT NULL,
	"estimated_date" timestamp with time zone,
	"actual_date" timestamp with time zone,
	"completed" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY NOT NULL,
	"org_group_id" uuid NOT NULL,
	"ord_key" text NOT NULL,
	"ord_number" text NOT NULL,
	"ord_number_full" text NOT NULL,
	"shipment_id" bigint,
	"ord_status" text NOT NULL,
	"data_source" text NOT NULL,
	"direction" text NOT NULL,
	"transport_mode" text NOT NULL,
	"packing" text NOT NULL,
	"supplier_code" text NOT NULL,
	"supplier" text NOT NULL,
	"buyer_code" text NOT NULL,
	"buyer" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"order_date" timestamp with time zone NOT NULL,
	"ex_works" timestamp with time zone,
	"req_in_store" timestamp with time zone,
	"etd" timestamp with time zone,
	"eta" timestamp with time zone,
	"departure_vessel" text,
	"departure_voyage" text,
	"arrival_vessel" text,
	"arrival_voyage" text
);
--> statement-breakpoint
CREATE TABLE "priority_records" (
	"org_group_id" uuid NOT NULL,
	"record_key" text NOT NULL,
	"record_number" text NOT NULL,
	"is_shipment" boolean NOT NULL,
	"data_source" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "priority_records_org_group_id_record_key_pk" PRIMARY KEY("org_group_id","record_key")
);
--> statement-breakpoint
CREATE TABLE "reference_numbers" (
	"id" bigint PRIMARY KEY NOT NULL,
	"org_group_id" uuid NOT NULL,
	"shipment_id" bigint NOT NULL,
	"ref_type" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"org_group_id" uuid NOT NULL,
	"ship_key" text NOT NULL,
	"ship_number" text NOT NULL,
	"data_source" text NOT NULL,
	"direction" text NOT NULL,
	"transport_mode" text NOT NULL,
	"packing" text NOT NULL,
	"service_level" text NOT NULL,
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
	"no_of_packs" integer NOT NULL,
	"pack_type" text NOT NULL,
	"actual_weight" double precision NOT NULL,
	"chargeable_weight" double precision NOT NULL,
	"unit_of_weight" text DEFAULT 'KG' NOT NULL,
	"actual_volume" double precision NOT NULL,
	"unit_of_volume" text DEFAULT 'M3' NOT NULL,
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
	"ups_awb_number" text,
	"fedex_awb_number" text,
	"carnet_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_legs" (
	"id" bigint PRIMARY KEY NOT NULL,
	"org_group_id" uuid NOT NULL,
	"shipment_id" bigint NOT NULL,
	"leg" smallint NOT NULL,
	"transport_mode" text NOT NULL,
	"vessel" text,
	"voyage" text,
	"carrier_id" integer,
	"etd" timestamp with time zone,
	"eta" timestamp with time zone,
	"cargo_availability" timestamp with time zone,
	"load_port" text NOT NULL,
	"discharge_port" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"error" text NOT NULL,
	"error_info" text,
	"current_path" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "website_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "signin_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_group_id" uuid,
	"trusted_party_id" uuid,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"fullname" text NOT NULL,
	"role" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"email_validated_at" timestamp with time zone,
	"bookings" boolean DEFAULT false NOT NULL,
	"quotes" boolean DEFAULT false NOT NULL,
	"critical_chain" boolean DEFAULT false NOT NULL,
	"tracking" boolean DEFAULT false NOT NULL,
	"insights" boolean DEFAULT false NOT NULL,
	"has_hub_access" boolean DEFAULT false NOT NULL,
	"connect_access" boolean DEFAULT false NOT NULL,
	"is_connect_user" boolean DEFAULT false NOT NULL,
	"is_secret" boolean DEFAULT false NOT NULL,
	"theme" text DEFAULT 'light' NOT NULL,
	"mode" text DEFAULT 'default' NOT NULL,
	"unit_of_measure" text DEFAULT 'METRIC' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"home_country" text DEFAULT 'AU' NOT NULL,
	"local_view_active" boolean DEFAULT false NOT NULL,
	"view_tooltip" boolean DEFAULT true NOT NULL,
	"custom_layout" jsonb,
	"custom_table_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"accepted_cookies" boolean,
	"show_cookie_banner" boolean DEFAULT true NOT NULL,
	"connect_welcome_popups" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hide_popups" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"show_notifications_popup" boolean DEFAULT true NOT NULL,
	"is_view_action_required" boolean DEFAULT false NOT NULL,
	"updates_pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "org_addresses" ADD CONSTRAINT "org_addresses_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_addresses" ADD CONSTRAINT "org_addresses_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_products" ADD CONSTRAINT "container_products_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_products" ADD CONSTRAINT "container_products_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_records" ADD CONSTRAINT "priority_records_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_records" ADD CONSTRAINT "priority_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_numbers" ADD CONSTRAINT "reference_numbers_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_numbers" ADD CONSTRAINT "reference_numbers_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_legs" ADD CONSTRAINT "transport_legs_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_legs" ADD CONSTRAINT "transport_legs_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_trusted_party_id_trusted_parties_id_fk" FOREIGN KEY ("trusted_party_id") REFERENCES "public"."trusted_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_addresses_org_idx" ON "org_addresses" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "org_addresses_group_idx" ON "org_addresses" USING btree ("org_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_group_code_uq" ON "organisations" USING btree ("org_group_id","code");--> statement-breakpoint
CREATE INDEX "container_products_container_idx" ON "container_products" USING btree ("container_id");--> statement-breakpoint
CREATE INDEX "containers_shipment_idx" ON "containers" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "containers_number_idx" ON "containers" USING btree ("container_number");--> statement-breakpoint
CREATE INDEX "milestones_shipment_idx" ON "milestones" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_ord_key_uq" ON "orders" USING btree ("ord_key");--> statement-breakpoint
CREATE INDEX "orders_group_status_idx" ON "orders" USING btree ("org_group_id","ord_status");--> statement-breakpoint
CREATE INDEX "orders_shipment_idx" ON "orders" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "reference_numbers_shipment_idx" ON "reference_numbers" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_ship_key_uq" ON "shipments" USING btree ("ship_key");--> statement-breakpoint
CREATE INDEX "shipments_group_eta_idx" ON "shipments" USING btree ("org_group_id","eta");--> statement-breakpoint
CREATE INDEX "shipments_group_etd_idx" ON "shipments" USING btree ("org_group_id","etd");--> statement-breakpoint
CREATE INDEX "transport_legs_shipment_idx" ON "transport_legs" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_uq" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "signin_attempts_email_at_idx" ON "signin_attempts" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "signin_attempts_ip_at_idx" ON "signin_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_org_group_idx" ON "users" USING btree ("org_group_id");