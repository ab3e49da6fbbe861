-- The listing's sort keys join category_products (ADR 024). The table is derived from products, so
-- it is rebuilt rather than updated in place: an UPDATE of every row would rewrite each row and
-- index entry and leave the table half dead tuples.
DROP INDEX "category_products_covering";--> statement-breakpoint
DROP INDEX "category_products_product";--> statement-breakpoint
TRUNCATE "category_products";--> statement-breakpoint
ALTER TABLE "category_products" ADD COLUMN "price" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "category_products" ADD COLUMN "created_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "category_products" ADD COLUMN "category_priority" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "category_products" ADD COLUMN "sort_name" text NOT NULL;--> statement-breakpoint
-- The rows syncProductIndex writes.
INSERT INTO "category_products" ("category_id", "product_id", "value_ids", "numbers", "price", "created_at", "category_priority", "sort_name")
SELECT c, p."id", p."value_ids", p."numbers", p."price", p."created_at", p."category_priority", p."sort_name"
FROM "products" p, unnest(p."category_ids") c
WHERE NOT p."archived" AND p."is_visible_individually" ORDER BY c, p."id";--> statement-breakpoint
CREATE INDEX "category_products_covering" ON "category_products" USING btree ("category_id","product_id","value_ids","numbers","price","created_at","category_priority","sort_name");--> statement-breakpoint
CREATE INDEX "category_products_product" ON "category_products" USING btree ("product_id");--> statement-breakpoint
ANALYZE "category_products";
