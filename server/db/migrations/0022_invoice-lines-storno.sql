ALTER TABLE "invoice_lines" ADD COLUMN "kind" text DEFAULT 'goods' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "storno_of_line_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sequence_mark" text DEFAULT 'P' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_storno_of_line_id_invoice_lines_id_fk" FOREIGN KEY ("storno_of_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_storno_of" ON "invoice_lines" USING btree ("storno_of_line_id");