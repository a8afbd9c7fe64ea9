ALTER TYPE "public"."record_kind" ADD VALUE 'deadlines';--> statement-breakpoint
CREATE TABLE "university_deadlines" (
	"slug" text PRIMARY KEY NOT NULL,
	"record" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seed_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"edited_at" timestamp with time zone
);
