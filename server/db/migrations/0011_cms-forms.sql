CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"form_id" integer,
	"data" jsonb NOT NULL,
	"email" text,
	"locale" text DEFAULT 'hr' NOT NULL,
	"confirmed" boolean,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"ip_prefix" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"handle" text NOT NULL,
	"title" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"notify_email" text NOT NULL,
	"requires_email_confirmation" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_form" ON "form_submissions" USING btree ("site_id","form_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_confirm_token" ON "form_submissions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_site_handle" ON "forms" USING btree ("site_id","handle");