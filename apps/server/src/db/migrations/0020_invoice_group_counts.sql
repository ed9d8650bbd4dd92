CREATE TABLE "invoice_group_counts" (
	"org_group_id" uuid PRIMARY KEY NOT NULL,
	"invoices" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_group_counts" ADD CONSTRAINT "invoice_group_counts_org_group_id_org_groups_id_fk" FOREIGN KEY ("org_group_id") REFERENCES "public"."org_groups"("id") ON DELETE cascade ON UPDATE no action;