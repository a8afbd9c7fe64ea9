CREATE TYPE "public"."record_kind" AS ENUM('university', 'institution', 'programme', 'scholarship');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('new', 'accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."staff_role" AS ENUM('admissions', 'editor', 'admin');--> statement-breakpoint
CREATE TABLE "cache_probes" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_kind" "record_kind" NOT NULL,
	"record_id" text NOT NULL,
	"message" text NOT NULL,
	"source_url" text,
	"reporter_email" text,
	"status" "report_status" DEFAULT 'new' NOT NULL,
	"staff_note" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_kind" "record_kind" NOT NULL,
	"record_id" text NOT NULL,
	"staff_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "role" "staff_role" DEFAULT 'admissions' NOT NULL;--> statement-breakpoint
-- Accounts made before roles could do everything in the back office, and only someone with a shell
-- on the server can make one: they keep every right. New accounts start as admissions.
UPDATE "staff_users" SET "role" = 'admin';--> statement-breakpoint
ALTER TABLE "record_revisions" ADD CONSTRAINT "record_revisions_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_reports_status_idx" ON "record_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "record_reports_created_at_idx" ON "record_reports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "record_revisions_version_idx" ON "record_revisions" USING btree ("record_kind","record_id","version");