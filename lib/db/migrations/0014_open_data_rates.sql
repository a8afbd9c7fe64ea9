CREATE TABLE "open_data_rates" (
	"date" text PRIMARY KEY NOT NULL,
	"fx" jsonb NOT NULL
);
