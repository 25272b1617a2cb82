CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"purpose" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"checkout_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sessions_provider_ref_unique" UNIQUE("provider_ref")
);
--> statement-breakpoint
CREATE TABLE "wallet_top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"transfer_id" bigint,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_offers" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"shares_sold" bigint DEFAULT 0 NOT NULL,
	"shares_held" bigint DEFAULT 0 NOT NULL,
	"amount_held" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_offers_not_negative" CHECK ("campaign_offers"."shares_sold" >= 0 and "campaign_offers"."shares_held" >= 0 and "campaign_offers"."amount_held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "investment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"kyc_required" boolean DEFAULT true NOT NULL,
	"reservation_minutes" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_settings_singleton" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "investments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" integer NOT NULL,
	"investor_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"shares" bigint,
	"price_per_share" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_type" text NOT NULL,
	"session_id" uuid,
	"transfer_id" bigint,
	"site_fee" bigint DEFAULT 0 NOT NULL,
	"gateway_fee" bigint DEFAULT 0 NOT NULL,
	"actual_takeaway" bigint NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"reference" text NOT NULL,
	"signature_type" text NOT NULL,
	"signature_value" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signed_ip" text,
	"contract_sha256" text,
	"accredited_confirmed" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "investments_amount_positive" CHECK ("investments"."amount" > 0),
	CONSTRAINT "investments_shares_positive" CHECK ("investments"."shares" is null or "investments"."shares" > 0)
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_offers" ADD CONSTRAINT "campaign_offers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_session_id_payment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_sessions_user_idx" ON "payment_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_sessions_subject_idx" ON "payment_sessions" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "wallet_top_ups_user_idx" ON "wallet_top_ups" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "investments_campaign_idx" ON "investments" USING btree ("campaign_id","status","created_at");--> statement-breakpoint
CREATE INDEX "investments_investor_idx" ON "investments" USING btree ("investor_id","created_at");--> statement-breakpoint
CREATE INDEX "investments_hold_idx" ON "investments" USING btree ("campaign_id","hold_expires_at") WHERE "investments"."status" = 'pending' and "investments"."hold_expires_at" is not null;--> statement-breakpoint
-- The one row of the investing settings, with their defaults.
INSERT INTO "investment_settings" ("id") VALUES (1);
