CREATE TYPE "public"."fiscal_status" AS ENUM('not_required', 'pending', 'fiscalised');--> statement-breakpoint
CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'storno');--> statement-breakpoint
CREATE TABLE "fiscal_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"subsequent_delivery" boolean NOT NULL,
	"code" text,
	"message" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"site_id" integer NOT NULL,
	"premises" text NOT NULL,
	"device" text NOT NULL,
	"year" integer NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "invoice_counters_site_id_premises_device_year_pk" PRIMARY KEY("site_id","premises","device","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_line_id" integer,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"kpd_code" text,
	"qty" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"line_total" bigint NOT NULL,
	"vat_percent" integer NOT NULL,
	"exemption_reason" text
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" "invoice_kind" DEFAULT 'invoice' NOT NULL,
	"storno_of_id" integer,
	"year" integer NOT NULL,
	"premises" text NOT NULL,
	"device" text NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"locale" text DEFAULT 'hr' NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"operator_oib" text NOT NULL,
	"payment_type" text NOT NULL,
	"payment_code" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"total" bigint NOT NULL,
	"vat_parts" jsonb NOT NULL,
	"fiscal_status" "fiscal_status" NOT NULL,
	"zki" text,
	"jir" text,
	"fiscalised_at" timestamp with time zone,
	"subsequent_delivery" boolean DEFAULT false NOT NULL,
	"fiscal_attempts" integer DEFAULT 0 NOT NULL,
	"fiscal_next_attempt_at" timestamp with time zone,
	"fiscal_claimed_until" timestamp with time zone,
	"fiscal_error" jsonb,
	"eracun_status" text,
	"eracun_id" text,
	"eracun_error" text,
	"eracun_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "kpd_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "kpd_code" text;--> statement-breakpoint
ALTER TABLE "fiscal_attempts" ADD CONSTRAINT "fiscal_attempts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_storno_of_id_invoices_id_fk" FOREIGN KEY ("storno_of_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fiscal_attempts_invoice" ON "fiscal_attempts" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number" ON "invoices" USING btree ("site_id","premises","device","year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_order" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_fiscal_due" ON "invoices" USING btree ("fiscal_next_attempt_at") WHERE "invoices"."fiscal_status" = 'pending';--> statement-breakpoint
CREATE INDEX "invoices_site_issued" ON "invoices" USING btree ("site_id","issued_at" DESC NULLS LAST);