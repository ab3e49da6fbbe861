CREATE TABLE "category_products" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"value_ids" integer[] NOT NULL,
	"numbers" jsonb NOT NULL
);
--> statement-breakpoint
-- Existing catalogues: the rows syncProductIndex would have written (ADR 024).
INSERT INTO "category_products" ("category_id", "product_id", "value_ids", "numbers")
SELECT c, p."id", p."value_ids", p."numbers" FROM "products" p, unnest(p."category_ids") c
WHERE NOT p."archived" AND p."is_visible_individually" ORDER BY c, p."id";--> statement-breakpoint
ALTER TABLE "category_products" ADD CONSTRAINT "category_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_products_covering" ON "category_products" USING btree ("category_id","product_id","value_ids","numbers");--> statement-breakpoint
CREATE INDEX "category_products_product" ON "category_products" USING btree ("product_id");