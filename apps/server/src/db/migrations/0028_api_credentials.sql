CREATE TABLE "api_credential_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"api_user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"changed_by_user_id" uuid,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"api_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "api_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_group_id" uuid NOT NULL,
	"api_user_name" text NOT NULL,
	"email" text NOT NULL,
	"public_key" text NOT NULL,
	"password_hash" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_credential_history" ADD CONSTRAINT "api_credential_history_api_user_id_api_users_id_fk" FOREIGN KEY ("api_user_id") REFERENCES "public"."api_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_credential_history" ADD CONSTRAINT "api_credential_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_sessions" ADD CONSTRAINT "api_sessions_api_user_id_api_users_id_fk" FOREIGN KEY ("api_user_id") REFERENCES "public"."api_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_users" ADD CONSTRAINT "api_users_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_credential_history_user_idx" ON "api_credential_history" USING btree ("api_user_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_sessions_token_hash_uq" ON "api_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_sessions_api_user_idx" ON "api_sessions" USING btree ("api_user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_users_name_uq" ON "api_users" USING btree ("api_user_name");--> statement-breakpoint
CREATE UNIQUE INDEX "api_users_public_key_uq" ON "api_users" USING btree ("public_key");--> statement-breakpoint
CREATE UNIQUE INDEX "api_users_active_group_uq" ON "api_users" USING btree ("org_group_id") WHERE active;