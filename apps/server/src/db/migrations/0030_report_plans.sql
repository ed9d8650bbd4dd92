CREATE TABLE "report_definitions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"format" text NOT NULL,
	"frequency" text NOT NULL,
	"weekday" text,
	"time" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_plan_reports" (
	"plan_id" uuid NOT NULL,
	"report_code" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "report_plan_reports_plan_id_report_code_pk" PRIMARY KEY("plan_id","report_code")
);
--> statement-breakpoint
CREATE TABLE "report_plan_subscriptions" (
	"org_group_id" uuid PRIMARY KEY NOT NULL,
	"plan_id" uuid NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"subscribed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "report_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_code" text NOT NULL,
	"org_group_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"scheduled_for" timestamp with time zone,
	"requested_by" uuid,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"format" text NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text,
	"row_count" integer,
	"recipients" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"file_name" text,
	"byte_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_plan_reports" ADD CONSTRAINT "report_plan_reports_plan_id_report_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."report_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_plan_reports" ADD CONSTRAINT "report_plan_reports_report_code_report_definitions_code_fk" FOREIGN KEY ("report_code") REFERENCES "public"."report_definitions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_plan_subscriptions" ADD CONSTRAINT "report_plan_subscriptions_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_plan_subscriptions" ADD CONSTRAINT "report_plan_subscriptions_plan_id_report_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."report_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_plan_subscriptions" ADD CONSTRAINT "report_plan_subscriptions_subscribed_by_users_id_fk" FOREIGN KEY ("subscribed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_report_code_report_definitions_code_fk" FOREIGN KEY ("report_code") REFERENCES "public"."report_definitions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_plan_subscriptions_plan_idx" ON "report_plan_subscriptions" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_plans_name_uq" ON "report_plans" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "report_runs_scheduled_uq" ON "report_runs" USING btree ("report_code","org_group_id","scheduled_for") WHERE "report_runs"."scheduled_for" is not null;--> statement-breakpoint
CREATE INDEX "report_runs_report_created_idx" ON "report_runs" USING btree ("report_code","created_at");--> statement-breakpoint
CREATE INDEX "report_runs_group_created_idx" ON "report_runs" USING btree ("org_group_id","created_at");--> statement-breakpoint
-- The seeded report definitions (packages/domain/src/rules/reports/catalogue.ts REPORT_CATALOGUE; reports.test.ts holds them equal).
INSERT INTO "report_definitions" ("code", "name", "description", "format", "frequency", "weekday", "time") VALUES
	('ARRIVALS_NEXT_WEEK', 'ARRIVALS NEXT WEEK', 'The group''s shipments not yet arrived whose ETA falls today or in the 6 days after.', 'CSV', 'DAILY', NULL, '07:00'),
	('DEPARTURES_NEXT_WEEK', 'DEPARTURES NEXT WEEK', 'The group''s shipments not yet departed whose ETD falls today or in the 6 days after.', 'PDF', 'DAILY', NULL, '06:30'),
	('OVERDUE_INVOICES', 'OVERDUE INVOICES', 'The group''s invoices in PAYMENT OVERDUE (past their due date with an amount still owed).', 'PDF', 'WEEKLY', 'MONDAY', '08:00'),
	('DELIVERY_REQUESTS', 'DELIVERY REQUESTS', 'The group''s delivery requests made in the last 7 days, today included.', 'CSV', 'WEEKLY', 'MONDAY', '07:30');
