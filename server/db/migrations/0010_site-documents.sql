CREATE TABLE "site_documents" (
	"id" integer PRIMARY KEY DEFAULT nextval('order_documents_id_seq') NOT NULL,
	"site_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"category" text NOT NULL,
	"titles" jsonb NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_documents" ADD CONSTRAINT "site_documents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_documents" ADD CONSTRAINT "site_documents_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_documents_site_category" ON "site_documents" USING btree ("site_id","category","sort_order");