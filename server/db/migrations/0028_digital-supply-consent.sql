ALTER TABLE "orders" ADD COLUMN "digital_supply_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "digital_supply_consent_text" text;