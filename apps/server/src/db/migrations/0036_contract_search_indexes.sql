DROP INDEX "contracts_group_created_idx";--> statement-breakpoint
DROP INDEX "contracts_tp_created_idx";--> statement-breakpoint
CREATE INDEX "contracts_created_idx" ON "contracts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contracts_group_status_idx" ON "contracts" USING btree ("org_group_id","status");--> statement-breakpoint
CREATE INDEX "contracts_tp_status_idx" ON "contracts" USING btree ("trusted_party_id","status");--> statement-breakpoint
CREATE INDEX "contracts_tp_reference_idx" ON "contracts" USING btree ("trusted_party_id",upper("reference_number"),"id");--> statement-breakpoint
CREATE INDEX "contracts_group_created_idx" ON "contracts" USING btree ("org_group_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contracts_tp_created_idx" ON "contracts" USING btree ("trusted_party_id","created_at","id");