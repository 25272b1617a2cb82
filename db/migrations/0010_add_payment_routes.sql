ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_not_negative";--> statement-breakpoint
ALTER TABLE "payment_gateways" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "payment_gateways" ADD COLUMN "webhook_id" text;--> statement-breakpoint
ALTER TABLE "payment_gateways" ADD COLUMN "currencies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "twin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_not_negative" CHECK ("ledger_accounts"."balance" >= 0 or "ledger_accounts"."kind" in ('gateway_clearing', 'owner_receivable'));--> statement-breakpoint
-- The routes of issue 11, off until staff turn them on (the demo seed turns their sandbox twins on).
INSERT INTO "payment_gateways" ("provider", "enabled") VALUES ('paypal', false), ('ach', false), ('mangopay', false) ON CONFLICT DO NOTHING;
