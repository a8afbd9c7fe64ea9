CREATE TABLE "curated_awards" (
	"slug" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"record" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seed_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"edited_at" timestamp with time zone
);
