CREATE TABLE "campaign_settlements" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"currency" text NOT NULL,
	"raised" bigint NOT NULL,
	"fee_bps" integer NOT NULL,
	"fee" bigint NOT NULL,
	"net" bigint NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"investors" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_settlements_amounts" CHECK ("campaign_settlements"."raised" >= 0 and "campaign_settlements"."fee" >= 0 and "campaign_settlements"."net" >= 0 and "campaign_settlements"."refunded" >= 0)
);
--> statement-breakpoint
CREATE TABLE "investor_statements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investor_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_statements_once" UNIQUE("user_id","period")
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job" text NOT NULL,
	"period" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"instance" text,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	"error" text,
	CONSTRAINT "job_runs_once" UNIQUE("job","period")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" integer NOT NULL,
	"owner_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"account_holder_name" text,
	"account_number_last4" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"rejected_by" uuid,
	"rejected_at" timestamp with time zone,
	"reason" text,
	"reference" text,
	"transfer_id" bigint,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "repayment_allocations" (
	"repayment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"invested" bigint NOT NULL,
	"principal" bigint DEFAULT 0 NOT NULL,
	"interest" bigint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "repayment_allocations_repayment_id_user_id_pk" PRIMARY KEY("repayment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "repayments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" integer NOT NULL,
	"number" smallint,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"principal" bigint DEFAULT 0 NOT NULL,
	"interest" bigint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"period_start" date,
	"period_end" date,
	"due_date" date NOT NULL,
	"description" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"payment_type" text,
	"session_id" uuid,
	"transfer_id" bigint,
	"created_by" uuid,
	"decided_by" uuid,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"failure_reason" text,
	"late_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repayments_instalment" UNIQUE("campaign_id","number"),
	CONSTRAINT "repayments_amounts" CHECK ("repayments"."amount" > 0 and "repayments"."principal" >= 0 and "repayments"."interest" >= 0 and "repayments"."amount" = "repayments"."principal" + "repayments"."interest")
);
--> statement-breakpoint
ALTER TABLE "campaign_payout_accounts" ADD COLUMN "account_holder_name" text;--> statement-breakpoint
ALTER TABLE "campaign_payout_accounts" ADD COLUMN "details_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_payout_accounts" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "success_fee_bps" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "fail_fee_bps" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "closing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "investment_settings" ADD COLUMN "closing_grace_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "investment_settings" ADD COLUMN "payout_dual_approval_major" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_settlements" ADD CONSTRAINT "campaign_settlements_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_statements" ADD CONSTRAINT "investor_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_allocations" ADD CONSTRAINT "repayment_allocations_repayment_id_repayments_id_fk" FOREIGN KEY ("repayment_id") REFERENCES "public"."repayments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_allocations" ADD CONSTRAINT "repayment_allocations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayments" ADD CONSTRAINT "repayments_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayments" ADD CONSTRAINT "repayments_session_id_payment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayments" ADD CONSTRAINT "repayments_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayments" ADD CONSTRAINT "repayments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayments" ADD CONSTRAINT "repayments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_runs_job_idx" ON "job_runs" USING btree ("job","started_at");--> statement-breakpoint
CREATE INDEX "payouts_campaign_idx" ON "payouts" USING btree ("campaign_id","requested_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "repayment_allocations_user_idx" ON "repayment_allocations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "repayments_campaign_idx" ON "repayments" USING btree ("campaign_id","due_date");--> statement-breakpoint
CREATE INDEX "repayments_due_idx" ON "repayments" USING btree ("status","due_date");--> statement-breakpoint
-- Campaigns approved before fee rates were fixed at approval take today's revenue settings.
UPDATE "campaigns" c SET
  "success_fee_bps" = CASE WHEN c."campaign_type" = 'flexible' THEN r."flexible_success_fee_bps" ELSE r."fixed_success_fee_bps" END,
  "fail_fee_bps" = CASE WHEN c."campaign_type" = 'flexible' THEN r."flexible_fail_fee_bps" ELSE 0 END
FROM "revenue_settings" r WHERE c."status" IN (2, 4, 5, 6, 7);
