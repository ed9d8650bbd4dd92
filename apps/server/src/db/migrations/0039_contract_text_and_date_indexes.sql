CREATE INDEX "contract_skus_product_trgm_idx" ON "contract_skus" USING gin ("product_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_group_ready_idx" ON "contracts" USING btree ("org_group_id","product_ready_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_tp_ready_idx" ON "contracts" USING btree ("trusted_party_id","product_ready_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_ready_idx" ON "contracts" USING btree ("product_ready_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_group_delivery_idx" ON "contracts" USING btree ("org_group_id","product_delivery_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_tp_delivery_idx" ON "contracts" USING btree ("trusted_party_id","product_delivery_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_delivery_idx" ON "contracts" USING btree ("product_delivery_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_reference_trgm_idx" ON "contracts" USING gin ("reference_number" gin_trgm_ops);