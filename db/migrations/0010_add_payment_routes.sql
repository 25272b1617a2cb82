CREATE TABLE "ach_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"access_token_sealed" text,
	"plaid_account_id" text NOT NULL,
	"link_session_id" uuid,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"mask" text NOT NULL,
	"account_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"twin" boolean DEFAULT false NOT NULL,
	"disconnected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ach_bank_accounts_item_account" UNIQUE("item_id","plaid_account_id")
);
--> statement-breakpoint
CREATE TABLE "ach_event_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"after_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ach_link_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"link_token" text NOT NULL,
	"hosted" boolean DEFAULT false NOT NULL,
	"twin" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ach_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"twin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ach_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ach_refunds_amount_positive" CHECK ("ach_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ach_repayment_mandates" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ach_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"twin" boolean DEFAULT false NOT NULL,
	"failure_reason" text,
	"settled_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ach_transfers_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "ach_transfers_amount_positive" CHECK ("ach_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "mangopay_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"holder" text NOT NULL,
	"user_id" uuid,
	"twin" boolean NOT NULL,
	"currency" text NOT NULL,
	"mango_user_id" text,
	"wallet_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mangopay_accounts_holder" CHECK ("mangopay_accounts"."holder" = 'platform' or "mangopay_accounts"."holder" = "mangopay_accounts"."user_id"::text)
);
--> statement-breakpoint
CREATE TABLE "mangopay_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"twin" boolean NOT NULL,
	"pay_out_id" text,
	"bank_account_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mangopay_payouts_pay_out_id_unique" UNIQUE("pay_out_id")
);
--> statement-breakpoint
CREATE TABLE "mangopay_top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"twin" boolean NOT NULL,
	"pay_in_id" text,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"transfer_id" bigint,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mangopay_top_ups_pay_in_id_unique" UNIQUE("pay_in_id")
);
--> statement-breakpoint
CREATE TABLE "mangopay_twin_bank_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"owner_name" text NOT NULL,
	"owner_address" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mangopay_twin_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"nature" text NOT NULL,
	"status" text NOT NULL,
	"author_id" text NOT NULL,
	"debited_wallet_id" text,
	"credited_wallet_id" text,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fees" bigint DEFAULT 0 NOT NULL,
	"bank_account_id" text,
	"initial_transaction_id" text,
	"return_url" text,
	"result_code" text,
	"result_message" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"executed_at" timestamp with time zone,
	CONSTRAINT "mangopay_twin_transactions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "mangopay_twin_users" (
	"id" text PRIMARY KEY NOT NULL,
	"person_type" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mangopay_twin_wallets" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mangopay_twin_wallets_balance" CHECK ("mangopay_twin_wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"date" date NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"investment_id" uuid,
	"problem" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_lines_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"lines" integer NOT NULL,
	"matched" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"source" text NOT NULL,
	"session_id" uuid NOT NULL,
	"investment_id" uuid,
	"campaign_id" integer,
	"payer_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"evidence_due_by" timestamp with time zone,
	"owed" bigint DEFAULT 0 NOT NULL,
	"recovered" bigint DEFAULT 0 NOT NULL,
	"written_off" bigint DEFAULT 0 NOT NULL,
	"covered" bigint DEFAULT 0 NOT NULL,
	"transfer_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"note" text,
	"decided_by" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_provider_ref" UNIQUE("provider","provider_ref"),
	CONSTRAINT "disputes_amounts" CHECK ("disputes"."amount" > 0 and "disputes"."owed" >= 0 and "disputes"."recovered" >= 0 and "disputes"."written_off" >= 0 and "disputes"."covered" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reconciliation_differences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_differences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"currency" text NOT NULL,
	"provider_amount" bigint,
	"ledger_amount" bigint,
	"transfer_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"provider_count" integer NOT NULL,
	"ledger_count" integer NOT NULL,
	"matched" integer NOT NULL,
	"differences" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_runs_day_provider" UNIQUE("day","provider")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_not_negative";--> statement-breakpoint
ALTER TABLE "payment_gateways" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "payment_gateways" ADD COLUMN "webhook_id" text;--> statement-breakpoint
ALTER TABLE "payment_gateways" ADD COLUMN "currencies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "twin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ach_bank_accounts" ADD CONSTRAINT "ach_bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_link_sessions" ADD CONSTRAINT "ach_link_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_refunds" ADD CONSTRAINT "ach_refunds_transfer_id_ach_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ach_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_repayment_mandates" ADD CONSTRAINT "ach_repayment_mandates_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_repayment_mandates" ADD CONSTRAINT "ach_repayment_mandates_bank_account_id_ach_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."ach_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_repayment_mandates" ADD CONSTRAINT "ach_repayment_mandates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_transfers" ADD CONSTRAINT "ach_transfers_bank_account_id_ach_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."ach_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_transfers" ADD CONSTRAINT "ach_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mangopay_accounts" ADD CONSTRAINT "mangopay_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mangopay_payouts" ADD CONSTRAINT "mangopay_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mangopay_top_ups" ADD CONSTRAINT "mangopay_top_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mangopay_top_ups" ADD CONSTRAINT "mangopay_top_ups_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mangopay_twin_bank_accounts" ADD CONSTRAINT "mangopay_twin_bank_accounts_user_id_mangopay_twin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."mangopay_twin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mangopay_twin_wallets" ADD CONSTRAINT "mangopay_twin_wallets_owner_id_mangopay_twin_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."mangopay_twin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_session_id_payment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ach_bank_accounts_user_idx" ON "ach_bank_accounts" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "ach_link_sessions_user_idx" ON "ach_link_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ach_refunds_transfer_idx" ON "ach_refunds" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "ach_transfers_settled_idx" ON "ach_transfers" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "ach_transfers_returned_idx" ON "ach_transfers" USING btree ("returned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mangopay_accounts_holder_key" ON "mangopay_accounts" USING btree ("holder","twin","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "mangopay_accounts_wallet_key" ON "mangopay_accounts" USING btree ("wallet_id");--> statement-breakpoint
CREATE INDEX "mangopay_payouts_user_idx" ON "mangopay_payouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mangopay_top_ups_user_idx" ON "mangopay_top_ups" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mangopay_twin_bank_accounts_user_idx" ON "mangopay_twin_bank_accounts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mangopay_twin_transactions_debited_idx" ON "mangopay_twin_transactions" USING btree ("debited_wallet_id","created_at");--> statement-breakpoint
CREATE INDEX "mangopay_twin_transactions_credited_idx" ON "mangopay_twin_transactions" USING btree ("credited_wallet_id","created_at");--> statement-breakpoint
CREATE INDEX "mangopay_twin_transactions_initial_idx" ON "mangopay_twin_transactions" USING btree ("initial_transaction_id");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_status_idx" ON "bank_statement_lines" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement_idx" ON "bank_statement_lines" USING btree ("statement_id","line_no");--> statement-breakpoint
CREATE INDEX "disputes_status_due_idx" ON "disputes" USING btree ("status","evidence_due_by");--> statement-breakpoint
CREATE INDEX "disputes_campaign_idx" ON "disputes" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "disputes_session_idx" ON "disputes" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "reconciliation_differences_run_idx" ON "reconciliation_differences" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_created_idx" ON "reconciliation_runs" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_not_negative" CHECK ("ledger_accounts"."balance" >= 0 or "ledger_accounts"."kind" in ('gateway_clearing', 'owner_receivable'));--> statement-breakpoint
-- The routes of issue 11, off until staff turn them on (the demo seed turns their sandbox twins on).
INSERT INTO "payment_gateways" ("provider", "enabled") VALUES ('paypal', false), ('ach', false), ('mangopay', false) ON CONFLICT DO NOTHING;
