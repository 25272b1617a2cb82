CREATE TABLE "payment_gateways" (
	"provider" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"test_mode" boolean DEFAULT true NOT NULL,
	"public_key" text,
	"instructions" text,
	"secret_key_sealed" text,
	"webhook_secret_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"account_type" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"routing_number" text NOT NULL,
	"hold_transfer_id" bigint,
	"settle_transfer_id" bigint,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "investment_settings" ADD COLUMN "top_up_max_major" integer DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "investment_settings" ADD COLUMN "withdrawal_max_major" integer DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "contract_file_id" uuid;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "contract_source" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_settle_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("settle_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_contract_file_id_files_id_fk" FOREIGN KEY ("contract_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The sandbox, offline and wallet routes are on out of the box (the demo needs no account anywhere); Stripe waits for keys.
INSERT INTO "payment_gateways" ("provider", "enabled") VALUES ('sandbox', true), ('offline', true), ('wallet', true), ('stripe', false) ON CONFLICT DO NOTHING;
