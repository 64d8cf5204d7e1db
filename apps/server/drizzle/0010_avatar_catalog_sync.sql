ALTER TABLE "avatars" ADD COLUMN "seeded_data" jsonb;--> statement-breakpoint
-- Until now every start overwrote the rows with the shipped catalog, so each row is the shipped entry.
UPDATE "avatars" SET "seeded_data" = "data";
