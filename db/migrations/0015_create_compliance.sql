CREATE TABLE "compliance_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" integer,
	"investment_id" uuid,
	"jurisdiction" text NOT NULL,
	"rule_id" text NOT NULL,
	"outcome" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"regime_amount" bigint,
	"regime_currency" text,
	"limit_amount" bigint,
	"remaining_amount" bigint,
	"rate" numeric(20, 10),
	"rate_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_outcomes_jurisdiction" CHECK ("compliance_outcomes"."jurisdiction" in ('us-reg-cf', 'eu-ecsp', 'uk-fca', 'none')),
	CONSTRAINT "compliance_outcomes_outcome" CHECK ("compliance_outcomes"."outcome" in ('refused', 'flagged'))
);
--> statement-breakpoint
CREATE TABLE "compliance_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"jurisdiction" text DEFAULT 'none' NOT NULL,
	"reg_cf_threshold" bigint DEFAULT 12400000 NOT NULL,
	"reg_cf_minimum" bigint DEFAULT 250000 NOT NULL,
	"reg_cf_low_percent_bps" integer DEFAULT 500 NOT NULL,
	"reg_cf_high_percent_bps" integer DEFAULT 1000 NOT NULL,
	"reg_cf_cap" bigint DEFAULT 12400000 NOT NULL,
	"reg_cf_cancel_hours" integer DEFAULT 48 NOT NULL,
	"ecsp_warn_minimum" bigint DEFAULT 100000 NOT NULL,
	"ecsp_warn_percent_bps" integer DEFAULT 500 NOT NULL,
	"ecsp_reflection_days" integer DEFAULT 4 NOT NULL,
	"ecsp_loss_capacity_bps" integer DEFAULT 1000 NOT NULL,
	"fca_cooling_off_hours" integer DEFAULT 24 NOT NULL,
	"fca_restricted_percent_bps" integer DEFAULT 1000 NOT NULL,
	"cancel_hours_before_close" integer DEFAULT 48 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_settings_singleton" CHECK (id = 1),
	CONSTRAINT "compliance_settings_jurisdiction" CHECK ("compliance_settings"."jurisdiction" in ('us-reg-cf', 'eu-ecsp', 'uk-fca', 'none')),
	CONSTRAINT "compliance_settings_amounts" CHECK ("compliance_settings"."reg_cf_threshold" >= 0 and "compliance_settings"."reg_cf_minimum" >= 0 and "compliance_settings"."reg_cf_cap" >= 0 and "compliance_settings"."ecsp_warn_minimum" >= 0),
	CONSTRAINT "compliance_settings_bps" CHECK ("compliance_settings"."reg_cf_low_percent_bps" between 0 and 10000 and "compliance_settings"."reg_cf_high_percent_bps" between 0 and 10000
        and "compliance_settings"."ecsp_warn_percent_bps" between 0 and 10000 and "compliance_settings"."ecsp_loss_capacity_bps" between 0 and 10000
        and "compliance_settings"."fca_restricted_percent_bps" between 0 and 10000),
	CONSTRAINT "compliance_settings_periods" CHECK ("compliance_settings"."reg_cf_cancel_hours" >= 0 and "compliance_settings"."ecsp_reflection_days" >= 0 and "compliance_settings"."fca_cooling_off_hours" >= 0 and "compliance_settings"."cancel_hours_before_close" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"base_currency" text NOT NULL,
	"quote_currency" text NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"effective_on" date NOT NULL,
	"entered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_pair_day" UNIQUE("base_currency","quote_currency","effective_on"),
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_codes" CHECK ("exchange_rates"."base_currency" ~ '^[A-Z]{3}$' and "exchange_rates"."quote_currency" ~ '^[A-Z]{3}$' and "exchange_rates"."base_currency" <> "exchange_rates"."quote_currency")
);
--> statement-breakpoint
ALTER TABLE "compliance_outcomes" ADD CONSTRAINT "compliance_outcomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_outcomes" ADD CONSTRAINT "compliance_outcomes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_outcomes" ADD CONSTRAINT "compliance_outcomes_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_outcomes" ADD CONSTRAINT "compliance_outcomes_rate_id_exchange_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."exchange_rates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_outcomes_user_idx" ON "compliance_outcomes" USING btree ("user_id","created_at");--> statement-breakpoint
INSERT INTO "compliance_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
