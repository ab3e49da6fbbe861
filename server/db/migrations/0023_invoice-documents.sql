DROP INDEX "order_documents_order_type";--> statement-breakpoint
ALTER TABLE "order_documents" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_invoice" ON "order_documents" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_order_type" ON "order_documents" USING btree ("order_id","type") WHERE "order_documents"."invoice_id" IS NULL;