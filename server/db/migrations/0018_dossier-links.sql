CREATE TABLE "dossier_koppelingen" (
	"id" serial PRIMARY KEY NOT NULL,
	"ouder_dossier_id" integer NOT NULL,
	"kind_dossier_id" integer NOT NULL,
	"soort" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dossier_koppelingen_ouderDossierId_unique" UNIQUE("ouder_dossier_id"),
	CONSTRAINT "dossier_koppelingen_kindDossierId_unique" UNIQUE("kind_dossier_id"),
	CONSTRAINT "dossier_koppelingen_soort_check" CHECK ("dossier_koppelingen"."soort" in ('CDS')),
	CONSTRAINT "dossier_koppelingen_zelf_check" CHECK ("dossier_koppelingen"."ouder_dossier_id" <> "dossier_koppelingen"."kind_dossier_id")
);
--> statement-breakpoint
ALTER TABLE "dossier_koppelingen" ADD CONSTRAINT "dossier_koppelingen_ouder_dossier_id_dossiers_id_fk" FOREIGN KEY ("ouder_dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_koppelingen" ADD CONSTRAINT "dossier_koppelingen_kind_dossier_id_dossiers_id_fk" FOREIGN KEY ("kind_dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;