CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "institution_search" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"country" text NOT NULL,
	"city" text,
	"region" text,
	"domain" text NOT NULL,
	"name_key" text NOT NULL,
	"names_key" jsonb NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"country" text NOT NULL,
	"city" text,
	"region" text,
	"website" text,
	"alt_names" jsonb NOT NULL,
	"domains" jsonb NOT NULL,
	"coords" jsonb,
	"keys" jsonb NOT NULL,
	"sources" jsonb NOT NULL,
	"facts" jsonb,
	"name_key" text NOT NULL,
	"names_key" jsonb NOT NULL,
	"search_key" text NOT NULL,
	"programmes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_data_state" (
	"version" text PRIMARY KEY NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outcome_rows" (
	"id" text PRIMARY KEY NOT NULL,
	"grp" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programme_combos" (
	"combo" smallint PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"level" text NOT NULL,
	"mode" text NOT NULL,
	"subjects" jsonb NOT NULL,
	"subject_slugs" text DEFAULT '' NOT NULL,
	"programmes" integer DEFAULT 0 NOT NULL,
	"priced" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programme_search" (
	"id" text PRIMARY KEY NOT NULL,
	"ord" integer NOT NULL,
	"combo" smallint NOT NULL,
	"provider" text NOT NULL,
	"title_key" text NOT NULL,
	"search_key" text NOT NULL,
	"name_rank" integer NOT NULL,
	"fee_eur" double precision,
	"salary" integer,
	"title_peers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programmes" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"country" text NOT NULL,
	"title" text NOT NULL,
	"level" text NOT NULL,
	"level_label" text,
	"mode" text NOT NULL,
	"category" text,
	"subjects" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"duration" jsonb,
	"locations" jsonb NOT NULL,
	"ucas_codes" jsonb NOT NULL,
	"course_url" text,
	"fees" jsonb,
	"outcomes" jsonb,
	"source" text NOT NULL,
	"as_of" text NOT NULL,
	"missing" jsonb NOT NULL,
	"combo" smallint NOT NULL,
	"title_key" text NOT NULL,
	"search_key" text NOT NULL,
	"fee_eur" double precision,
	"salary" jsonb
);
--> statement-breakpoint
CREATE INDEX "institution_search_vector_idx" ON "institution_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "institution_search_kind_country_name_idx" ON "institution_search" USING btree ("kind","country","name_key");--> statement-breakpoint
CREATE INDEX "institution_search_name_idx" ON "institution_search" USING btree ("name_key" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "programme_search_key_idx" ON "programme_search" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "programme_search_ord_idx" ON "programme_search" USING btree ("ord");--> statement-breakpoint
CREATE INDEX "programme_search_name_idx" ON "programme_search" USING btree ("name_rank");--> statement-breakpoint
CREATE INDEX "programme_search_salary_idx" ON "programme_search" USING btree ("salary" DESC NULLS LAST,"name_rank");--> statement-breakpoint
CREATE INDEX "programme_search_fee_idx" ON "programme_search" USING btree ("fee_eur","name_rank") WHERE "programme_search"."fee_eur" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "programme_search_fee_combo_idx" ON "programme_search" USING btree ("fee_eur","combo") WHERE "programme_search"."fee_eur" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "programme_search_combo_idx" ON "programme_search" USING btree ("combo","ord");--> statement-breakpoint
CREATE INDEX "programme_search_provider_idx" ON "programme_search" USING btree ("provider");--> statement-breakpoint
CREATE INDEX "programmes_provider_idx" ON "programmes" USING btree ("provider");