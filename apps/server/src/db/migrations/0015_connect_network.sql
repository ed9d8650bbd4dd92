CREATE TABLE "sku_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sku_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by_user_id" uuid,
	"changed_by_name" text NOT NULL,
	"updated_fields_text" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connect_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inviter_user_id" uuid,
	"inviter_name" text NOT NULL,
	"inviter_org_group_id" uuid,
	"inviter_trusted_party_id" uuid,
	"invitee_email" text NOT NULL,
	"invitee_name" text NOT NULL,
	"invitee_company_name" text NOT NULL,
	"org_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"invitee_trusted_party_id" uuid,
	"invitee_org_group_id" uuid,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"send_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_party_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trusted_party_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"state" text,
	"postcode" text,
	"country" text NOT NULL,
	"phone" text,
	"contact_name" text,
	"email" text,
	"source" text DEFAULT 'MANUAL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_party_partnerships" (
	"trusted_party_id" uuid NOT NULL,
	"partner_trusted_party_id" uuid NOT NULL,
	"nickname" text,
	"invite_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trusted_party_partnerships_trusted_party_id_partner_trusted_party_id_pk" PRIMARY KEY("trusted_party_id","partner_trusted_party_id")
);
--> statement-breakpoint
ALTER TABLE "skus" ALTER COLUMN "org_group_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "owner_trusted_party_id" uuid;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "unit_per_inner_pack" integer;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "inner_unit_per_outer_pack" integer;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "outer_pack_depth" jsonb;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "outer_pack_width" jsonb;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "outer_pack_height" jsonb;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "outer_pack_weight" jsonb;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "outer_pack_unit_of_weight" text DEFAULT 'KG' NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "sku_qty_available" integer;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "created_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "trusted_party_links" ADD COLUMN "trusted_party_nickname" text;--> statement-breakpoint
ALTER TABLE "trusted_party_links" ADD COLUMN "org_group_nickname" text;--> statement-breakpoint
ALTER TABLE "trusted_party_links" ADD COLUMN "invite_id" uuid;--> statement-breakpoint
ALTER TABLE "trusted_parties" ADD COLUMN "business_nick_name" text;--> statement-breakpoint
ALTER TABLE "trusted_parties" ADD COLUMN "business_website" text;--> statement-breakpoint
ALTER TABLE "trusted_parties" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "trusted_parties" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "trusted_parties" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "trusted_parties" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "trusted_parties" ADD COLUMN "address1" text;--> statement-breakpoint
ALTER TABLE "trusted_parties" ADD COLUMN "suburb" text;--> statement-breakpoint
ALTER TABLE "trusted_parties" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "trusted_parties" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "trusted_parties" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "trusted_parties" ADD COLUMN "org_code" text;--> statement-breakpoint
ALTER TABLE "trusted_parties" ADD COLUMN "address_sync_failed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trusted_parties" ADD COLUMN "created_by_org_group_id" uuid;--> statement-breakpoint
ALTER TABLE "trusted_parties" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trusted_parties" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "view_as_user_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "view_as_return_path" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "connect_manage_users" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "connect_page_access" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "connect_contract_approvals" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "connect_invite_trusted_parties" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "connect_receives_invites" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sku_changes" ADD CONSTRAINT "sku_changes_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_changes" ADD CONSTRAINT "sku_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connect_invites" ADD CONSTRAINT "connect_invites_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connect_invites" ADD CONSTRAINT "connect_invites_inviter_org_group_id_org_groups_id_fk" FOREIGN KEY ("inviter_org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connect_invites" ADD CONSTRAINT "connect_invites_inviter_trusted_party_id_trusted_parties_id_fk" FOREIGN KEY ("inviter_trusted_party_id") REFERENCES "public"."trusted_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connect_invites" ADD CONSTRAINT "connect_invites_invitee_trusted_party_id_trusted_parties_id_fk" FOREIGN KEY ("invitee_trusted_party_id") REFERENCES "public"."trusted_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connect_invites" ADD CONSTRAINT "connect_invites_invitee_org_group_id_org_groups_id_fk" FOREIGN KEY ("invitee_org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_party_addresses" ADD CONSTRAINT "trusted_party_addresses_trusted_party_id_trusted_parties_id_fk" FOREIGN KEY ("trusted_party_id") REFERENCES "public"."trusted_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_party_partnerships" ADD CONSTRAINT "trusted_party_partnerships_trusted_party_id_trusted_parties_id_fk" FOREIGN KEY ("trusted_party_id") REFERENCES "public"."trusted_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_party_partnerships" ADD CONSTRAINT "trusted_party_partnerships_partner_trusted_party_id_trusted_parties_id_fk" FOREIGN KEY ("partner_trusted_party_id") REFERENCES "public"."trusted_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sku_changes_sku_idx" ON "sku_changes" USING btree ("sku_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "connect_invites_token_uq" ON "connect_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "connect_invites_group_idx" ON "connect_invites" USING btree ("inviter_org_group_id","created_at");--> statement-breakpoint
CREATE INDEX "connect_invites_tp_idx" ON "connect_invites" USING btree ("inviter_trusted_party_id","created_at");--> statement-breakpoint
CREATE INDEX "connect_invites_invitee_tp_idx" ON "connect_invites" USING btree ("invitee_trusted_party_id");--> statement-breakpoint
CREATE INDEX "connect_invites_invitee_group_idx" ON "connect_invites" USING btree ("invitee_org_group_id");--> statement-breakpoint
CREATE INDEX "connect_invites_email_idx" ON "connect_invites" USING btree (lower("invitee_email"));--> statement-breakpoint
CREATE INDEX "trusted_party_addresses_tp_idx" ON "trusted_party_addresses" USING btree ("trusted_party_id");--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_owner_trusted_party_id_trusted_parties_id_fk" FOREIGN KEY ("owner_trusted_party_id") REFERENCES "public"."trusted_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_parties" ADD CONSTRAINT "trusted_parties_created_by_org_group_id_org_groups_id_fk" FOREIGN KEY ("created_by_org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_view_as_user_id_users_id_fk" FOREIGN KEY ("view_as_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "skus_tp_product_uq" ON "skus" USING btree ("owner_trusted_party_id","product_number") WHERE "skus"."owner_trusted_party_id" is not null;--> statement-breakpoint
CREATE INDEX "trusted_parties_business_number_idx" ON "trusted_parties" USING btree (upper("business_number"));--> statement-breakpoint
CREATE INDEX "trusted_parties_name_idx" ON "trusted_parties" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_one_owner" CHECK (("skus"."org_group_id" is null) <> ("skus"."owner_trusted_party_id" is null));