CREATE INDEX "shipments_ship_number_idx" ON "shipments" USING btree ("ship_number");--> statement-breakpoint
CREATE INDEX "shipments_house_bill_idx" ON "shipments" USING btree ("house_bill");--> statement-breakpoint
CREATE INDEX "shipments_master_bill_idx" ON "shipments" USING btree ("master_bill");