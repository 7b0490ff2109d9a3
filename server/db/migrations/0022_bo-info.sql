CREATE TABLE "bo_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"intern_kenmerk" text,
	"ontvangst_kanaal" text DEFAULT 'HDN' NOT NULL,
	"volledig_ontvangen_op" date,
	"compleet_verklaard_door" text,
	"compleet_verklaard_op" date,
	"acceptatie_opmerking" text,
	"verwachte_passeerdatum" date,
	"urgent" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bo_info_dossierId_unique" UNIQUE("dossier_id"),
	CONSTRAINT "bo_info_ontvangst_kanaal_check" CHECK ("bo_info"."ontvangst_kanaal" in ('HDN', 'EMAIL', 'POST'))
);
--> statement-breakpoint
ALTER TABLE "bo_info" ADD CONSTRAINT "bo_info_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;