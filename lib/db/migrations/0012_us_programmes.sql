ALTER TABLE "programmes" ADD COLUMN "course_title" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "us" jsonb;
