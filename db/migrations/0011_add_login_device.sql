ALTER TABLE "login_attempts" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "step" text DEFAULT 'password' NOT NULL;