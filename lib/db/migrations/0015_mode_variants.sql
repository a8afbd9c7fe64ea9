ALTER TABLE "programme_combos" ADD COLUMN "mode_variants" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "programme_search" ADD COLUMN "mode_variant_of" text;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "mode_variant_of" text;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "mode_variants" jsonb;