CREATE TABLE "record_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_group_id" uuid NOT NULL,
	"record_key" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"document_type" text NOT NULL,
	"uploaded_by" uuid,
	"uploaded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_documents_size_ck" CHECK ("record_documents"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "record_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_group_id" uuid NOT NULL,
	"record_key" text NOT NULL,
	"note" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_notes_length_ck" CHECK (char_length("record_notes"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "support_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_group_id" uuid NOT NULL,
	"role" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile_phone" text,
	"image_url" text,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_documents" ADD CONSTRAINT "record_documents_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_documents" ADD CONSTRAINT "record_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_notes" ADD CONSTRAINT "record_notes_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_notes" ADD CONSTRAINT "record_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_contacts" ADD CONSTRAINT "support_contacts_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_documents_record_idx" ON "record_documents" USING btree ("org_group_id","record_key");--> statement-breakpoint
CREATE UNIQUE INDEX "record_documents_storage_key_uq" ON "record_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "record_notes_record_idx" ON "record_notes" USING btree ("org_group_id","record_key");--> statement-breakpoint
CREATE INDEX "support_contacts_group_idx" ON "support_contacts" USING btree ("org_group_id");