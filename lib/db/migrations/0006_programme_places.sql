ALTER TABLE "programme_search" ADD COLUMN "years" double precision;--> statement-breakpoint
ALTER TABLE "programme_search" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "programme_search" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "programme_search" ADD COLUMN "dest" integer DEFAULT 0 NOT NULL;