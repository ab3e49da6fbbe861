CREATE TYPE "public"."order_case_kind" AS ENUM('withdrawal', 'complaint');--> statement-breakpoint
CREATE TYPE "public"."order_case_status" AS ENUM('received', 'goods_received', 'refunded', 'refused', 'answered', 'closed');--> statement-breakpoint
CREATE TABLE "order_case_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" "order_case_kind" NOT NULL,
	"status" "order_case_status" DEFAULT 'received' NOT NULL,
	"confirm_key" uuid NOT NULL,
	"contact_email" text NOT NULL,
	"buyer_name" text NOT NULL,
	"statement" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"locale" text DEFAULT 'hr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_deadline" timestamp with time zone NOT NULL,
	"reply_text" text,
	"replied_at" timestamp with time zone,
	"refused_reason" text,
	"refused_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_case_lines" ADD CONSTRAINT "order_case_lines_case_id_order_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."order_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_case_lines" ADD CONSTRAINT "order_case_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cases" ADD CONSTRAINT "order_cases_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cases" ADD CONSTRAINT "order_cases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_case_lines_case_line" ON "order_case_lines" USING btree ("case_id","order_line_id");--> statement-breakpoint
CREATE INDEX "order_case_lines_line" ON "order_case_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_cases_confirm_key" ON "order_cases" USING btree ("order_id","confirm_key");--> statement-breakpoint
CREATE INDEX "order_cases_site_created" ON "order_cases" USING btree ("site_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_cases_open_deadline" ON "order_cases" USING btree ("site_id","answer_deadline") WHERE "order_cases"."status" in ('received', 'goods_received');--> statement-breakpoint
CREATE INDEX "order_cases_order" ON "order_cases" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_case_id_order_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."order_cases"("id") ON DELETE set null ON UPDATE no action;