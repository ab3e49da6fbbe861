CREATE TABLE "category_products" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"value_ids" integer[] NOT NULL,
	"numbers" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"site_id" integer NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_site_id_word_pk" PRIMARY KEY("site_id","word")
);
--> statement-breakpoint
-- Existing catalogues: the rows syncProductIndex would have written (ADR 024).
INSERT INTO "category_products" ("category_id", "product_id", "value_ids", "numbers")
SELECT c, p."id", p."value_ids", p."numbers" FROM "products" p, unnest(p."category_ids") c
WHERE NOT p."archived" AND p."is_visible_individually" ORDER BY c, p."id";--> statement-breakpoint
INSERT INTO "product_search" ("product_id", "site_id", "search_text")
SELECT "id", "site_id", "search_text" FROM "products" WHERE NOT "archived" AND "is_visible_individually" ORDER BY "id";--> statement-breakpoint
INSERT INTO "search_words" ("site_id", "word")
SELECT DISTINCT "site_id", w FROM "product_search", unnest(string_to_array("search_text", ' ')) w WHERE length(w) >= 3 AND w !~ '[0-9]';--> statement-breakpoint
ALTER TABLE "category_products" ADD CONSTRAINT "category_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_products_covering" ON "category_products" USING btree ("category_id","product_id","value_ids","numbers");--> statement-breakpoint
CREATE INDEX "category_products_product" ON "category_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_search_text" ON "product_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_word" ON "search_words" USING gin ("word" gin_trgm_ops);