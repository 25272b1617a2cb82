CREATE TABLE "note_maturities" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"conversion_price" bigint,
	"share_class" text,
	"decided_by_id" uuid NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "note_maturities_price" CHECK ("note_maturities"."outcome" <> 'converted' or "note_maturities"."conversion_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "saved_investments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"shares" bigint,
	"payment_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_investments_user_campaign_unique" UNIQUE("user_id","campaign_id"),
	CONSTRAINT "saved_investments_amount_positive" CHECK ("saved_investments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "share_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" integer NOT NULL,
	"investment_id" uuid NOT NULL,
	"holder_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"type" text NOT NULL,
	"share_class" text DEFAULT 'Common' NOT NULL,
	"shares" bigint NOT NULL,
	"price_per_share" bigint NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by_id" uuid,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"replaced_by_id" uuid,
	CONSTRAINT "share_certificates_number_unique" UNIQUE("campaign_id","number"),
	CONSTRAINT "share_certificates_shares_positive" CHECK ("share_certificates"."shares" > 0)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "last_certificate_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_investments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "investment_settings" ADD COLUMN "saved_investment_expiry_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "note_maturities" ADD CONSTRAINT "note_maturities_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_maturities" ADD CONSTRAINT "note_maturities_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_investments" ADD CONSTRAINT "saved_investments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_investments" ADD CONSTRAINT "saved_investments_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_certificates" ADD CONSTRAINT "share_certificates_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_certificates" ADD CONSTRAINT "share_certificates_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_certificates" ADD CONSTRAINT "share_certificates_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_certificates" ADD CONSTRAINT "share_certificates_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_investments_user_idx" ON "saved_investments" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "saved_investments_campaign_idx" ON "saved_investments" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "saved_investments_expiry_idx" ON "saved_investments" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "share_certificates_live_idx" ON "share_certificates" USING btree ("investment_id") WHERE "share_certificates"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "share_certificates_holder_idx" ON "share_certificates" USING btree ("holder_id","issued_at");--> statement-breakpoint
CREATE INDEX "investments_paid_idx" ON "investments" USING btree ("paid_at" DESC NULLS LAST) WHERE "investments"."status" = 'success';