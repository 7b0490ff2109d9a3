CREATE TABLE "dossier_berichten" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"datum" timestamp with time zone NOT NULL,
	"richting" text NOT NULL,
	"soort" text NOT NULL,
	"onderwerp" text NOT NULL,
	"afzender" text NOT NULL,
	"ontvanger" text NOT NULL,
	"inhoud" text NOT NULL,
	CONSTRAINT "dossier_berichten_richting" CHECK ("dossier_berichten"."richting" in ('IN', 'UIT')),
	CONSTRAINT "dossier_berichten_soort" CHECK ("dossier_berichten"."soort" in ('HDN', 'BRIEF'))
);
--> statement-breakpoint
ALTER TABLE "dossier_berichten" ADD CONSTRAINT "dossier_berichten_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dossier_berichten_dossier_id_datum_index" ON "dossier_berichten" USING btree ("dossier_id","datum");