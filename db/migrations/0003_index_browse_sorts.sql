DROP INDEX "campaigns_status_created_idx";--> statement-breakpoint
DROP INDEX "campaigns_status_percent_idx";--> statement-breakpoint
DROP INDEX "campaigns_status_raised_idx";--> statement-breakpoint
DROP INDEX "campaigns_status_last_investment_idx";--> statement-breakpoint
CREATE INDEX "campaigns_status_category_idx" ON "campaigns" USING btree ("status","category_id","investing_type");--> statement-breakpoint
CREATE INDEX "campaigns_status_created_idx" ON "campaigns" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_status_percent_idx" ON "campaigns" USING btree ("status","percent_raised_bps" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_status_raised_idx" ON "campaigns" USING btree ("status","raised_amount" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_status_last_investment_idx" ON "campaigns" USING btree ("status","last_investment_at" DESC NULLS LAST,"id" DESC NULLS LAST);