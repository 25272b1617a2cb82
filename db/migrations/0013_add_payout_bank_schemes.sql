ALTER TABLE "campaign_payout_accounts" ADD COLUMN "bank_scheme" text DEFAULT 'us' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_payout_accounts" ADD COLUMN "sort_code" text;--> statement-breakpoint
ALTER TABLE "campaign_payout_accounts" ADD COLUMN "bic" text;