CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stores_site_language" ON "stores" USING btree ("site_id","language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_one_default_per_site" ON "stores" USING btree ("site_id") WHERE "stores"."is_default";--> statement-breakpoint
-- An existing install gets its default store in the site's default language (else its first language).
INSERT INTO "stores" ("site_id", "language_id", "name", "is_default")
SELECT s."id", l."id", s."name", true
FROM "sites" s
CROSS JOIN LATERAL (
  SELECT "languages"."id" FROM "languages"
  LEFT JOIN "site_options" o ON o."site_id" = s."id" AND o."key" = 'DefaultLanguage'
  ORDER BY ("languages"."code2" = o."value" #>> '{}') IS TRUE DESC, "languages"."is_active" DESC, "languages"."position", "languages"."id"
  LIMIT 1
) l;
