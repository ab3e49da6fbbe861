ALTER TABLE "carts" ADD COLUMN "checkout_address" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "company_data" jsonb;