CREATE TABLE "campaign_access_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_access_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"message" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"user_id" uuid,
	"parent_id" integer,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"from_company" boolean DEFAULT false NOT NULL,
	"moderated_by_id" uuid,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_document_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_document_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"user_id" uuid,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_campaigns" (
	"user_id" uuid NOT NULL,
	"campaign_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_campaigns_user_id_campaign_id_pk" PRIMARY KEY("user_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"title" text NOT NULL,
	"visibility" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_faq_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_faq_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"investing_type" text DEFAULT 'all' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"question_id" integer,
	"question" text NOT NULL,
	"answer" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"image" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_lead_investors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_lead_investors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"investor_type_id" integer,
	"name" text NOT NULL,
	"bio" text,
	"photo" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_team_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_team_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"role_title" text NOT NULL,
	"email" text NOT NULL,
	"bio" text,
	"photo" text,
	"member_type_id" integer,
	"user_id" uuid,
	"invite_token_hash" text,
	"invited_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_updates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"author_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_payout_accounts" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"bank_name" text,
	"account_type" text,
	"account_number_encrypted" text,
	"account_number_last4" text,
	"routing_number" text,
	"tos_accepted_at" timestamp with time zone,
	"ach_account_id" text,
	"provider_account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_properties" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"property_name" text,
	"property_url" text,
	"property_detail" text,
	"property_street" text,
	"property_city" text,
	"property_state" text,
	"property_country" text,
	"property_size" text,
	"plot_size" text,
	"build_year" smallint,
	"property_stage" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"from_status" smallint NOT NULL,
	"to_status" smallint NOT NULL,
	"actor_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"slug" text NOT NULL,
	"investing_type" text NOT NULL,
	"campaign_type" text DEFAULT 'fixed' NOT NULL,
	"campaign_accreditation" text DEFAULT 'all' NOT NULL,
	"terms_slug" text,
	"company_name" text,
	"company_tag_line" text,
	"company_email" text,
	"company_phone" text,
	"company_address" text,
	"company_description" text,
	"company_website" text,
	"year_founded" smallint,
	"company_logo" text,
	"category_id" integer,
	"industry_id" integer,
	"previously_raised" bigint,
	"total_revenue" bigint,
	"has_lead_investor" boolean DEFAULT false NOT NULL,
	"currency_code" text,
	"goal" bigint,
	"minimum_raise" bigint,
	"maximum_raise" bigint,
	"minimum_investment" bigint,
	"maximum_investment" bigint,
	"open_date" date,
	"closing_date" date,
	"campaign_stage_id" integer,
	"investing_round_id" integer,
	"available_shares" bigint,
	"equity_available" numeric(6, 3),
	"pre_money_valuation" bigint,
	"price_per_share" bigint,
	"interest_rate_bps" integer,
	"invest_frequency" text,
	"term_length_months" smallint,
	"payback_start_date" date,
	"repayment_method" text,
	"maturity_date" date,
	"conversion_trigger" text,
	"redemption_terms" text,
	"campaign_name" text,
	"upload_type" text,
	"campaign_image" text,
	"video_url" text,
	"campaign_story" text,
	"highlights" text,
	"google_analytics_id" text,
	"facebook_url" text,
	"twitter_url" text,
	"linkedin_url" text,
	"youtube_url" text,
	"website_url" text,
	"contract_copy" boolean DEFAULT false NOT NULL,
	"manage_contract" boolean DEFAULT false NOT NULL,
	"contract_file_id" uuid,
	"raised_amount" bigint DEFAULT 0 NOT NULL,
	"investor_count" integer DEFAULT 0 NOT NULL,
	"last_investment_at" timestamp with time zone,
	"percent_raised_bps" integer GENERATED ALWAYS AS (case when coalesce(goal, 0) > 0 then least(floor(raised_amount::numeric * 10000 / goal), 2000000000)::integer else 0 end) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(campaign_name, '') || ' ' || coalesce(company_name, '') || ' ' || coalesce(company_tag_line, ''))) STORED,
	"featured" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_status_range" CHECK (status between 0 and 7)
);
--> statement-breakpoint
ALTER TABLE "campaign_access_requests" ADD CONSTRAINT "campaign_access_requests_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_access_requests" ADD CONSTRAINT "campaign_access_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_comments" ADD CONSTRAINT "campaign_comments_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_comments" ADD CONSTRAINT "campaign_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_comments" ADD CONSTRAINT "campaign_comments_moderated_by_id_users_id_fk" FOREIGN KEY ("moderated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_document_views" ADD CONSTRAINT "campaign_document_views_document_id_campaign_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."campaign_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_document_views" ADD CONSTRAINT "campaign_document_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_campaigns" ADD CONSTRAINT "saved_campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_campaigns" ADD CONSTRAINT "saved_campaigns_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_documents" ADD CONSTRAINT "campaign_documents_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_documents" ADD CONSTRAINT "campaign_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_faqs" ADD CONSTRAINT "campaign_faqs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_faqs" ADD CONSTRAINT "campaign_faqs_question_id_campaign_faq_templates_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."campaign_faq_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_images" ADD CONSTRAINT "campaign_images_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_lead_investors" ADD CONSTRAINT "campaign_lead_investors_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_lead_investors" ADD CONSTRAINT "campaign_lead_investors_investor_type_id_lookups_id_fk" FOREIGN KEY ("investor_type_id") REFERENCES "public"."lookups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_links" ADD CONSTRAINT "campaign_links_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_team_members" ADD CONSTRAINT "campaign_team_members_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_team_members" ADD CONSTRAINT "campaign_team_members_member_type_id_lookups_id_fk" FOREIGN KEY ("member_type_id") REFERENCES "public"."lookups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_team_members" ADD CONSTRAINT "campaign_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD CONSTRAINT "campaign_updates_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD CONSTRAINT "campaign_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_videos" ADD CONSTRAINT "campaign_videos_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_payout_accounts" ADD CONSTRAINT "campaign_payout_accounts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_properties" ADD CONSTRAINT "campaign_properties_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_status_history" ADD CONSTRAINT "campaign_status_history_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_status_history" ADD CONSTRAINT "campaign_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_category_id_lookups_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."lookups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_industry_id_lookups_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."lookups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_campaign_stage_id_lookups_id_fk" FOREIGN KEY ("campaign_stage_id") REFERENCES "public"."lookups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_investing_round_id_lookups_id_fk" FOREIGN KEY ("investing_round_id") REFERENCES "public"."lookups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_contract_file_id_files_id_fk" FOREIGN KEY ("contract_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_access_requests_key" ON "campaign_access_requests" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "campaign_access_requests_status_idx" ON "campaign_access_requests" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "campaign_comments_campaign_idx" ON "campaign_comments" USING btree ("campaign_id","status","created_at");--> statement-breakpoint
CREATE INDEX "campaign_comments_parent_idx" ON "campaign_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "campaign_comments_status_idx" ON "campaign_comments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "campaign_document_views_document_idx" ON "campaign_document_views" USING btree ("document_id","viewed_at");--> statement-breakpoint
CREATE INDEX "saved_campaigns_campaign_idx" ON "saved_campaigns" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "campaign_documents_campaign_idx" ON "campaign_documents" USING btree ("campaign_id","sort_order");--> statement-breakpoint
CREATE INDEX "campaign_faqs_campaign_idx" ON "campaign_faqs" USING btree ("campaign_id","sort_order");--> statement-breakpoint
CREATE INDEX "campaign_images_campaign_idx" ON "campaign_images" USING btree ("campaign_id","sort_order");--> statement-breakpoint
CREATE INDEX "campaign_lead_investors_campaign_idx" ON "campaign_lead_investors" USING btree ("campaign_id","sort_order");--> statement-breakpoint
CREATE INDEX "campaign_links_campaign_idx" ON "campaign_links" USING btree ("campaign_id","sort_order");--> statement-breakpoint
CREATE INDEX "campaign_team_campaign_idx" ON "campaign_team_members" USING btree ("campaign_id","sort_order");--> statement-breakpoint
CREATE INDEX "campaign_team_user_idx" ON "campaign_team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "campaign_updates_campaign_idx" ON "campaign_updates" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "campaign_videos_campaign_idx" ON "campaign_videos" USING btree ("campaign_id","sort_order");--> statement-breakpoint
CREATE INDEX "campaign_status_history_campaign_idx" ON "campaign_status_history" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_slug_key" ON "campaigns" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "campaigns_owner_idx" ON "campaigns" USING btree ("owner_id","status","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_status_created_idx" ON "campaigns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_status_percent_idx" ON "campaigns" USING btree ("status","percent_raised_bps");--> statement-breakpoint
CREATE INDEX "campaigns_status_raised_idx" ON "campaigns" USING btree ("status","raised_amount");--> statement-breakpoint
CREATE INDEX "campaigns_status_last_investment_idx" ON "campaigns" USING btree ("status","last_investment_at");--> statement-breakpoint
CREATE INDEX "campaigns_featured_idx" ON "campaigns" USING btree ("featured","status");--> statement-breakpoint
CREATE INDEX "campaigns_search_idx" ON "campaigns" USING gin ("search_vector");