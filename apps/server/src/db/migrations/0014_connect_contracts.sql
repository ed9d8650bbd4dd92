CREATE TABLE "contract_auto_assign_routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"port_of_loading" text,
	"port_of_final_destination" text,
	"trusted_party_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"org_group_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_user_id" uuid,
	"uploaded_by_name" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_favourites" (
	"user_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_favourites_user_id_contract_id_pk" PRIMARY KEY("user_id","contract_id")
);
--> statement-breakpoint
CREATE TABLE "contract_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"org_group_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"fields_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_settings" (
	"org_group_id" uuid PRIMARY KEY NOT NULL,
	"approvals_required" boolean DEFAULT false NOT NULL,
	"stock_transfer_disabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_skus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"org_group_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"sku_id" uuid,
	"parent_sku_id" uuid,
	"product_number" text NOT NULL,
	"product_description" text NOT NULL,
	"full_product_description" text,
	"unit_price" bigint NOT NULL,
	"unit_currency" text NOT NULL,
	"quantity" integer NOT NULL,
	"quantity_temp" integer,
	"unit_of_measure" text NOT NULL,
	"weight_per_unit" jsonb,
	"unit_of_weight" text NOT NULL,
	"unit_per_inner_pack" integer,
	"inner_unit_per_outer_pack" integer,
	"outer_pack_depth" jsonb,
	"outer_pack_width" jsonb,
	"outer_pack_height" jsonb,
	"outer_pack_weight" jsonb,
	"outer_pack_unit_of_weight" text NOT NULL,
	"is_adhoc" boolean DEFAULT false NOT NULL,
	"is_child_order_sku" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_group_id" uuid,
	"owner_trusted_party_id" uuid,
	"name" text NOT NULL,
	"contract_type" text NOT NULL,
	"trusted_party_id" uuid,
	"terms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"skus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_group_id" uuid NOT NULL,
	"trusted_party_id" uuid,
	"parent_id" uuid,
	"contract_type" text NOT NULL,
	"status" text NOT NULL,
	"awaiting_party" text,
	"creator_side" text NOT NULL,
	"approvals_required" boolean DEFAULT false NOT NULL,
	"inspection_required" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"reference_number" text NOT NULL,
	"country_of_origin" text,
	"port_of_loading" text,
	"country_of_destination" text,
	"port_of_final_destination" text,
	"transport_type" text,
	"container_mode" text,
	"service_type" text,
	"inco_terms" text,
	"additional_service_required" boolean DEFAULT false NOT NULL,
	"additional_service" text,
	"goods_description" text,
	"product_ready_date" date,
	"product_delivery_date" date,
	"req_ex_works_date" date,
	"req_in_store_date" date,
	"shipping_address" text,
	"pick_up_address" text,
	"order_number_overwritten" boolean DEFAULT false NOT NULL,
	"old_ref_number" text,
	"user_assigned_id" uuid,
	"created_by_user_id" uuid,
	"template_id" uuid,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_group_id" uuid NOT NULL,
	"product_number" text NOT NULL,
	"product_description" text NOT NULL,
	"full_product_description" text,
	"unit_price" bigint,
	"unit_currency" text,
	"unit_of_measure" text DEFAULT 'EA' NOT NULL,
	"weight_per_unit" jsonb,
	"unit_of_weight" text DEFAULT 'KG' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_party_links" (
	"org_group_id" uuid NOT NULL,
	"trusted_party_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trusted_party_links_org_group_id_trusted_party_id_pk" PRIMARY KEY("org_group_id","trusted_party_id")
);
--> statement-breakpoint
ALTER TABLE "notification_events" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "contract_auto_assign_routes" ADD CONSTRAINT "contract_auto_assign_routes_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_auto_assign_routes" ADD CONSTRAINT "contract_auto_assign_routes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_auto_assign_routes" ADD CONSTRAINT "contract_auto_assign_routes_trusted_party_id_trusted_parties_id_fk" FOREIGN KEY ("trusted_party_id") REFERENCES "public"."trusted_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_favourites" ADD CONSTRAINT "contract_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_favourites" ADD CONSTRAINT "contract_favourites_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_history" ADD CONSTRAINT "contract_history_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_history" ADD CONSTRAINT "contract_history_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_history" ADD CONSTRAINT "contract_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settings" ADD CONSTRAINT "contract_settings_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_skus" ADD CONSTRAINT "contract_skus_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_skus" ADD CONSTRAINT "contract_skus_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_skus" ADD CONSTRAINT "contract_skus_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_owner_trusted_party_id_trusted_parties_id_fk" FOREIGN KEY ("owner_trusted_party_id") REFERENCES "public"."trusted_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_trusted_party_id_trusted_parties_id_fk" FOREIGN KEY ("trusted_party_id") REFERENCES "public"."trusted_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_trusted_party_id_trusted_parties_id_fk" FOREIGN KEY ("trusted_party_id") REFERENCES "public"."trusted_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_user_assigned_id_users_id_fk" FOREIGN KEY ("user_assigned_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_party_links" ADD CONSTRAINT "trusted_party_links_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_party_links" ADD CONSTRAINT "trusted_party_links_trusted_party_id_trusted_parties_id_fk" FOREIGN KEY ("trusted_party_id") REFERENCES "public"."trusted_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_auto_assign_routes_group_idx" ON "contract_auto_assign_routes" USING btree ("org_group_id","position");--> statement-breakpoint
CREATE INDEX "contract_documents_contract_idx" ON "contract_documents" USING btree ("contract_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "contract_history_contract_idx" ON "contract_history" USING btree ("contract_id","at");--> statement-breakpoint
CREATE INDEX "contract_skus_contract_idx" ON "contract_skus" USING btree ("contract_id","position");--> statement-breakpoint
CREATE INDEX "contract_skus_parent_sku_idx" ON "contract_skus" USING btree ("parent_sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_owner_name_uq" ON "contract_templates" USING btree (coalesce("org_group_id", "owner_trusted_party_id"),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_group_reference_uq" ON "contracts" USING btree ("org_group_id",upper("reference_number"));--> statement-breakpoint
CREATE INDEX "contracts_group_created_idx" ON "contracts" USING btree ("org_group_id","created_at");--> statement-breakpoint
CREATE INDEX "contracts_tp_created_idx" ON "contracts" USING btree ("trusted_party_id","created_at");--> statement-breakpoint
CREATE INDEX "contracts_parent_idx" ON "contracts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "contracts_order_idx" ON "contracts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skus_group_product_uq" ON "skus" USING btree ("org_group_id","product_number");--> statement-breakpoint
CREATE INDEX "trusted_party_links_tp_idx" ON "trusted_party_links" USING btree ("trusted_party_id");--> statement-breakpoint
-- Hub orders made at a contract's ORDER CREATION take their ids from here, far above the loader's.
CREATE SEQUENCE IF NOT EXISTS "contract_order_id_seq" START WITH 900000000000;
