CREATE TABLE "university_profiles" (
	"slug" text PRIMARY KEY NOT NULL,
	"institution_id" text GENERATED ALWAYS AS ("record" ->> 'institutionId') STORED,
	"position" integer NOT NULL,
	"record" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seed_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"edited_at" timestamp with time zone,
	CONSTRAINT "university_profiles_institution_id_unique" UNIQUE("institution_id")
);
