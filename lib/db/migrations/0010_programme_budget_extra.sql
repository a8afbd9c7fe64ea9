ALTER TABLE "programme_search" ADD COLUMN "total_eur" double precision;--> statement-breakpoint
ALTER TABLE "programme_search" ADD COLUMN "dearest_eur" double precision;--> statement-breakpoint
ALTER TABLE "programme_search" ADD COLUMN "extra_missing" boolean;--> statement-breakpoint
CREATE INDEX "programme_search_total_priced_idx" ON "programme_search" USING btree ("total_eur","name_rank") WHERE "programme_search"."fee_eur" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "programme_search_total_unpriced_idx" ON "programme_search" USING btree ("total_eur","name_rank") WHERE "programme_search"."fee_eur" IS NULL;--> statement-breakpoint
CREATE TABLE "programme_budget_combos" (
	"combo" smallint PRIMARY KEY NOT NULL,
	"totals" double precision[] NOT NULL,
	"unpriced" double precision[] NOT NULL,
	"zero" double precision[] NOT NULL,
	"within" double precision[] NOT NULL
);--> statement-breakpoint
CREATE TABLE "programme_extras_state" (
	"version" text PRIMARY KEY NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
