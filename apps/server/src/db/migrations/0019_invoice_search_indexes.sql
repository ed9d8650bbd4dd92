CREATE INDEX "invoices_group_idx" ON "invoices" USING btree ("org_group_id");--> statement-breakpoint
CREATE INDEX "invoices_group_open_due_idx" ON "invoices" USING btree ("org_group_id","due_date","id","currency","amount_paid") WHERE "invoices"."invoice_amount" > "invoices"."amount_paid";--> statement-breakpoint
CREATE INDEX "invoices_group_outstanding_idx" ON "invoices" USING btree ("org_group_id",(greatest("invoice_amount" - "amount_paid", 0)::numeric / (case "currency" when 'AUD' then 100 when 'USD' then 100 when 'NZD' then 100 when 'EUR' then 100 else 100 end)),"id","currency","invoice_amount","amount_paid");--> statement-breakpoint
CREATE INDEX "invoices_transaction_number_trgm_idx" ON "invoices" USING gin ("transaction_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_shipment_number_trgm_idx" ON "invoices" USING gin ("shipment_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_upper_transaction_number_idx" ON "invoices" USING btree (upper("transaction_number"));--> statement-breakpoint
CREATE INDEX "invoices_upper_shipment_number_idx" ON "invoices" USING btree (upper("shipment_number"));