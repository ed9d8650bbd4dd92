CREATE TABLE "chat_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"org_group_id" uuid NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_group_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_key" text,
	"record_number" text,
	"is_shipment" boolean,
	"data_source" text,
	"shipment_id" bigint,
	"owner_user_id" uuid,
	"contract_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"representative_requested" boolean DEFAULT false NOT NULL,
	"handled_by_user_id" uuid,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"answered_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"waiting_since" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"org_group_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"client_message_id" uuid,
	"from_user_id" uuid,
	"username" text,
	"role" text NOT NULL,
	"role_name" text,
	"type" text NOT NULL,
	"subtype" text,
	"message_being_updated" uuid,
	"reply_to_id" uuid,
	"text" text NOT NULL,
	"is_html" boolean DEFAULT false NOT NULL,
	"attachment_id" uuid,
	"file_source" jsonb,
	"mention" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_events" ADD COLUMN "exclude_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_handled_by_user_id_users_id_fk" FOREIGN KEY ("handled_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_attachments_file_name" ON "chat_attachments" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "chat_attachments_channel" ON "chat_attachments" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_record_key" ON "chat_channels" USING btree ("org_group_id","record_key") WHERE kind = 'record';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_general_owner" ON "chat_channels" USING btree ("owner_user_id") WHERE kind = 'general';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_contract" ON "chat_channels" USING btree ("contract_id") WHERE kind = 'contract';--> statement-breakpoint
CREATE INDEX "chat_channels_inbox" ON "chat_channels" USING btree ("status","waiting_since");--> statement-breakpoint
CREATE INDEX "chat_channels_idle" ON "chat_channels" USING btree ("last_message_at") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_channel_seq" ON "chat_messages" USING btree ("channel_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_id" ON "chat_messages" USING btree ("channel_id","client_message_id");