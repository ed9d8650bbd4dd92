CREATE TABLE "gateway_events" (
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"gateway_reference" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_events_gateway_event_id_pk" PRIMARY KEY("gateway","event_id")
);
--> statement-breakpoint
CREATE TABLE "gateway_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"payout_reference" text
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"charge_code" text NOT NULL,
	"description" text NOT NULL,
	"amount" bigint NOT NULL,
	"gst_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_group_id" uuid NOT NULL,
	"org_code" text NOT NULL,
	"transaction_owner" text NOT NULL,
	"transaction_owner_name" text NOT NULL,
	"transaction_number" text NOT NULL,
	"transaction_type" text NOT NULL,
	"transaction_category" text NOT NULL,
	"shipment_id" bigint,
	"shipment_number" text,
	"ord_number_full" text,
	"currency" text NOT NULL,
	"invoice_amount" bigint NOT NULL,
	"gst_amount" bigint DEFAULT 0 NOT NULL,
	"local_currency" text NOT NULL,
	"local_total" bigint NOT NULL,
	"exchange_rate" numeric(18, 8) NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"fully_paid_date" date,
	"invoice_date" date NOT NULL,
	"post_date" date NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amount_paid_ck" CHECK ("invoices"."amount_paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "org_group_merchant_fees" (
	"org_group_id" uuid NOT NULL,
	"card_type" text NOT NULL,
	"basis_points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "org_group_merchant_fees_org_group_id_card_type_pk" PRIMARY KEY("org_group_id","card_type"),
	CONSTRAINT "org_group_merchant_fees_rate_ck" CHECK ("org_group_merchant_fees"."basis_points" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"org_group_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "payment_allocations_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id"),
	CONSTRAINT "payment_allocations_amount_ck" CHECK ("payment_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_group_id" uuid NOT NULL,
	"payment_id" text NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"request_fingerprint" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"merchant_fee" bigint NOT NULL,
	"fee_basis_points" integer NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"card_type" text,
	"card_last4" text,
	"failure_code" text,
	"failure_message" text,
	"made_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_amounts_ck" CHECK ("payments"."amount" > 0 and "payments"."merchant_fee" >= 0 and "payments"."refunded_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reconciliation_resolutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid,
	"settlement_id" uuid,
	"note" text NOT NULL,
	"resolved_by" uuid NOT NULL,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"org_group_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_group_merchant_fees" ADD CONSTRAINT "org_group_merchant_fees_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_group_merchant_fees" ADD CONSTRAINT "org_group_merchant_fees_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_resolutions" ADD CONSTRAINT "reconciliation_resolutions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_resolutions" ADD CONSTRAINT "reconciliation_resolutions_settlement_id_gateway_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."gateway_settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_resolutions" ADD CONSTRAINT "reconciliation_resolutions_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_settlements_reference_uq" ON "gateway_settlements" USING btree ("gateway","gateway_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_transaction_number_uq" ON "invoices" USING btree ("transaction_number");--> statement-breakpoint
CREATE INDEX "invoices_group_due_idx" ON "invoices" USING btree ("org_group_id","due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_group_invoice_date_idx" ON "invoices" USING btree ("org_group_id","invoice_date");--> statement-breakpoint
CREATE INDEX "invoices_shipment_idx" ON "invoices" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payment_id_uq" ON "payments" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_uq" ON "payments" USING btree ("org_group_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_reference_uq" ON "payments" USING btree ("gateway","gateway_reference");--> statement-breakpoint
CREATE INDEX "payments_group_created_idx" ON "payments" USING btree ("org_group_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_user_gateway_uq" ON "saved_cards" USING btree ("user_id","gateway");