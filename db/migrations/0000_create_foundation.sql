CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"record_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"body_html" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"published" boolean DEFAULT true NOT NULL,
	"show_in_footer" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slot" text NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_images_slot_unique" UNIQUE("slot")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lang" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"show_in_footer" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sliders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image" text NOT NULL,
	"button_text" text,
	"button_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"display_format" text DEFAULT 'leftSymbol' NOT NULL,
	"decimals" integer DEFAULT 2 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "captcha_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contact_inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"extra_link" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"user_id" uuid,
	"handled" boolean DEFAULT false NOT NULL,
	"handled_by_id" uuid,
	"handled_at" timestamp with time zone,
	"staff_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "languages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"native_name" text NOT NULL,
	"direction" text DEFAULT 'ltr' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "lookups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lookups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"code" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"link_type" text NOT NULL,
	"title" text NOT NULL,
	"custom_url" text,
	"url_target" text DEFAULT '_self' NOT NULL,
	"content_page_slug" text,
	"social_icon" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"min_goal" bigint NOT NULL,
	"max_goal" bigint NOT NULL,
	"min_investment" bigint NOT NULL,
	"min_equity_percent" numeric(6, 3) NOT NULL,
	"max_equity_percent" numeric(6, 3) NOT NULL,
	"min_valuation" bigint NOT NULL,
	"max_valuation" bigint NOT NULL,
	"min_interest_rate" numeric(6, 3) NOT NULL,
	"max_interest_rate" numeric(6, 3) NOT NULL,
	"min_term_months" integer NOT NULL,
	"max_term_months" integer NOT NULL,
	"max_campaign_days" integer DEFAULT 365 NOT NULL,
	"campaign_limit_per_user" integer DEFAULT 0 NOT NULL,
	"require_campaign_approval" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_settings_singleton" CHECK (id = 1),
	CONSTRAINT "campaign_settings_days" CHECK (max_campaign_days between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "captcha_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"provider" text DEFAULT 'svg' NOT NULL,
	"recaptcha_site_key" text,
	"recaptcha_secret_key" text,
	"admin_login" boolean DEFAULT false NOT NULL,
	"front_login" boolean DEFAULT false NOT NULL,
	"front_signup" boolean DEFAULT false NOT NULL,
	"contact_us" boolean DEFAULT true NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"comments" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "captcha_settings_singleton" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "meta_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meta_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lang" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"meta_keywords" text,
	"og_image" text,
	"twitter_handle" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meta_settings_lang_unique" UNIQUE("lang")
);
--> statement-breakpoint
CREATE TABLE "revenue_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"fixed_success_fee_bps" integer DEFAULT 500 NOT NULL,
	"flexible_success_fee_bps" integer DEFAULT 1000 NOT NULL,
	"flexible_fail_fee_bps" integer DEFAULT 1500 NOT NULL,
	"top_up_fee_bps" integer DEFAULT 0 NOT NULL,
	"top_up_flat_fee" integer DEFAULT 0 NOT NULL,
	"withdrawal_flat_fee" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revenue_settings_singleton" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_name" text NOT NULL,
	"site_logo" text,
	"dark_logo" text,
	"fav_icon" text,
	"site_primary_color" text NOT NULL,
	"site_secondary_color" text NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"google_analytics_code" text,
	"contact_email" text,
	"wallet_module" boolean DEFAULT true NOT NULL,
	"mango_pay_module" boolean DEFAULT false NOT NULL,
	"enable_share_certificate" boolean DEFAULT true NOT NULL,
	"only_admin_create_campaign" boolean DEFAULT false NOT NULL,
	"admin_sees_both_views" boolean DEFAULT true NOT NULL,
	"maintainance_mode" boolean DEFAULT false NOT NULL,
	"except_ip" text,
	"currency_id" integer NOT NULL,
	"mango_pay_currency_id" integer,
	"enable_restrict_map_country" boolean DEFAULT false NOT NULL,
	"restrict_map_country_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_singleton" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "social_signup_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_signup_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"client_id" text,
	"client_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_signup_settings_provider_unique" UNIQUE("provider")
);
--> statement-breakpoint
CREATE TABLE "taxonomy_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taxonomy_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lang" text NOT NULL,
	"project_singular" text NOT NULL,
	"project_plural" text NOT NULL,
	"investor_singular" text NOT NULL,
	"investor_plural" text NOT NULL,
	"owner_singular" text NOT NULL,
	"owner_plural" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taxonomy_settings_lang_unique" UNIQUE("lang")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"password_hash" text,
	"slug" text NOT NULL,
	"photo" text,
	"cover_photo" text,
	"description" text,
	"zipcode" text,
	"user_type" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"facebook" text,
	"twitter" text,
	"linkedin" text,
	"youtube" text,
	"website" text,
	"notification_language" text DEFAULT 'en' NOT NULL,
	"notification_frequency" text DEFAULT 'weekly' NOT NULL,
	"enable_two_factor_auth" boolean DEFAULT false NOT NULL,
	"two_factor_secret" text,
	"status" text DEFAULT 'inactive' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "help_categories" ADD CONSTRAINT "help_categories_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "help_questions" ADD CONSTRAINT "help_questions_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sliders" ADD CONSTRAINT "sliders_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD CONSTRAINT "contact_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD CONSTRAINT "contact_inquiries_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "meta_settings" ADD CONSTRAINT "meta_settings_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_mango_pay_currency_id_currencies_id_fk" FOREIGN KEY ("mango_pay_currency_id") REFERENCES "public"."currencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_default_language_languages_code_fk" FOREIGN KEY ("default_language") REFERENCES "public"."languages"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "taxonomy_settings" ADD CONSTRAINT "taxonomy_settings_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_notification_language_languages_code_fk" FOREIGN KEY ("notification_language") REFERENCES "public"."languages"("code") ON DELETE set default ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "audit_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_resource_idx" ON "audit_log" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "audit_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_lang_slug_key" ON "content_pages" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "faqs_lang_idx" ON "faqs" USING btree ("lang","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "help_categories_lang_slug_key" ON "help_categories" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "help_questions_category_idx" ON "help_questions" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "sliders_lang_idx" ON "sliders" USING btree ("lang","active","sort_order");--> statement-breakpoint
CREATE INDEX "captcha_expires_idx" ON "captcha_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "contact_inquiries_handled_idx" ON "contact_inquiries" USING btree ("handled","created_at");--> statement-breakpoint
CREATE INDEX "newsletter_created_idx" ON "newsletter_subscribers" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "languages_one_default" ON "languages" USING btree ("is_default") WHERE "languages"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "lookups_type_slug_key" ON "lookups" USING btree ("type","slug");--> statement-breakpoint
CREATE INDEX "lookups_type_idx" ON "lookups" USING btree ("type","active","sort_order");--> statement-breakpoint
CREATE INDEX "menu_items_menu_idx" ON "menu_items" USING btree ("menu_id","sort_order");--> statement-breakpoint
CREATE INDEX "menus_lang_position_idx" ON "menus" USING btree ("lang","position","sort_order");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_slug_key" ON "users" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "users_staff_idx" ON "users" USING btree ("is_admin") WHERE "users"."is_admin";--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");