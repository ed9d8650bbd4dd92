CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "quotes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_group_id" uuid,
	"created_by" uuid NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"mode" text NOT NULL,
	"request" jsonb NOT NULL,
	"currency" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"carriers" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"manual_quote_required" boolean DEFAULT false NOT NULL,
	"manual_reason" text,
	"accepted_option_id" text,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"valid_until" date,
	"priced_at" timestamp with time zone,
	"priced_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "rate_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"mode" text NOT NULL,
	"container_type" text,
	"carrier" text NOT NULL,
	"service_level" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"currency" text NOT NULL,
	"base_rate" bigint NOT NULL,
	"minimum_charge" bigint DEFAULT 0 NOT NULL,
	"weight_breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_weight_kg" double precision,
	"surcharges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transit_days" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_priced_by_users_id_fk" FOREIGN KEY ("priced_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_group_created_idx" ON "quotes" USING btree ("org_group_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rate_cards_lane_idx" ON "rate_cards" USING btree ("mode","origin","destination");--> statement-breakpoint
CREATE INDEX "rate_cards_valid_to_idx" ON "rate_cards" USING btree ("valid_to");