ALTER TABLE "invoices" ADD COLUMN "eracun_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "eracun_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "eracun_claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "invoices_eracun_due" ON "invoices" USING btree ("eracun_next_attempt_at") WHERE "invoices"."eracun_status" in ('pending', 'sent');