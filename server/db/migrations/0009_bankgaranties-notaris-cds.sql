CREATE TABLE "bankgaranties" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"bank" text NOT NULL,
	"kenmerk" text,
	"begunstigde" text NOT NULL,
	"bedrag" numeric(12, 2) NOT NULL,
	"ingangs_datum" date,
	"verval_datum" date NOT NULL,
	"status" text DEFAULT 'AANGEVRAAGD' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bankgaranties_status_check" CHECK ("bankgaranties"."status" in ('AANGEVRAAGD', 'AFGEGEVEN', 'VERVALLEN', 'INGETROKKEN'))
);
--> statement-breakpoint
CREATE TABLE "notaris_cds" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"kantoor_naam" text NOT NULL,
	"notaris_naam" text,
	"dossier_nummer_notaris" text,
	"email" text,
	"telefoon_nummer" text,
	"passeer_datum" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bankgaranties" ADD CONSTRAINT "bankgaranties_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notaris_cds" ADD CONSTRAINT "notaris_cds_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bankgaranties_dossier_id_index" ON "bankgaranties" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "notaris_cds_dossier_id_index" ON "notaris_cds" USING btree ("dossier_id");