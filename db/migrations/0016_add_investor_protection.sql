CREATE TABLE "campaign_kiis" (
	"campaign_id" integer NOT NULL,
	"lang" text NOT NULL,
	"project_owner" text DEFAULT '' NOT NULL,
	"main_features" text DEFAULT '' NOT NULL,
	"risk_factors" text DEFAULT '' NOT NULL,
	"offer_terms" text DEFAULT '' NOT NULL,
	"fees" text DEFAULT '' NOT NULL,
	"investor_rights" text DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone,
	"checked_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_kiis_campaign_id_lang_pk" PRIMARY KEY("campaign_id","lang")
);
--> statement-breakpoint
CREATE TABLE "campaign_material_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_material_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"description" text NOT NULL,
	"reconfirm_by" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"notified_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_reservations_amount_positive" CHECK ("campaign_reservations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "investor_protection" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"regime_currency" text,
	"knowledge_test_passed_at" timestamp with time zone,
	"knowledge_test_attempts" integer DEFAULT 0 NOT NULL,
	"net_worth" bigint,
	"loss_capacity" bigint,
	"loss_simulated_at" timestamp with time zone,
	"fca_category" text,
	"fca_categorised_at" timestamp with time zone,
	"fca_risk_warning_at" timestamp with time zone,
	"fca_appropriateness_passed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_protection_amounts" CHECK (coalesce("investor_protection"."loss_capacity", 0) >= 0),
	CONSTRAINT "investor_protection_attempts" CHECK ("investor_protection"."knowledge_test_attempts" >= 0),
	CONSTRAINT "investor_protection_fca_category" CHECK ("investor_protection"."fca_category" is null or "investor_protection"."fca_category" in ('restricted', 'high-net-worth', 'sophisticated'))
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "reservations_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "early_close_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "reflection_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "risk_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "reconfirm_change_id" integer;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "reconfirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "reconfirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_kiis" ADD CONSTRAINT "campaign_kiis_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_kiis" ADD CONSTRAINT "campaign_kiis_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_material_changes" ADD CONSTRAINT "campaign_material_changes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_material_changes" ADD CONSTRAINT "campaign_material_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_reservations" ADD CONSTRAINT "campaign_reservations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_reservations" ADD CONSTRAINT "campaign_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_protection" ADD CONSTRAINT "investor_protection_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_material_changes_campaign_idx" ON "campaign_material_changes" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_reservations_live_key" ON "campaign_reservations" USING btree ("campaign_id","user_id") WHERE "campaign_reservations"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "campaign_reservations_user_idx" ON "campaign_reservations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "investments_reconfirm_idx" ON "investments" USING btree ("reconfirm_by") WHERE "investments"."status" = 'success' and "investments"."reconfirm_by" is not null and "investments"."reconfirmed_at" is null;--> statement-breakpoint
-- Declared here, not in the schema: investments.ts and compliance.ts would import each other.
ALTER TABLE "investments" ADD CONSTRAINT "investments_reconfirm_change_id_fk" FOREIGN KEY ("reconfirm_change_id") REFERENCES "public"."campaign_material_changes"("id") ON DELETE set null ON UPDATE no action;
