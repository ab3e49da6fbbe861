ALTER TABLE "attributes" ADD COLUMN "units" jsonb;--> statement-breakpoint
-- Backfill (issue 20): the one unit an attribute had becomes its Croatian unit, which every
-- language shows until an editor gives its own. The demo's warranty unit "god." (years) gets its
-- English and German units, so a demo site installed before shows no Croatian unit on those pages.
UPDATE "attributes" SET "units" = CASE
    WHEN "unit" = 'god.' THEN jsonb_build_object('hr', 'god.', 'en', 'yrs', 'de', 'J.')
    ELSE jsonb_build_object('hr', "unit")
  END
  WHERE "unit" IS NOT NULL AND "unit" <> '';--> statement-breakpoint
ALTER TABLE "attributes" DROP COLUMN "unit";
