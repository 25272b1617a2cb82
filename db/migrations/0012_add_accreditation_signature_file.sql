ALTER TABLE "accreditations" ALTER COLUMN "signature" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accreditations" ADD COLUMN "signature_file_id" uuid;--> statement-breakpoint
ALTER TABLE "accreditations" ADD CONSTRAINT "accreditations_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;