ALTER TYPE "public"."record_kind" ADD VALUE 'costs';--> statement-breakpoint
CREATE TABLE "destination_costs" (
	"slug" text PRIMARY KEY NOT NULL,
	"record" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seed_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"edited_at" timestamp with time zone,
	"position" integer NOT NULL
);
