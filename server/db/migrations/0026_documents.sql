CREATE TABLE "document_redenen" (
	"document_id" integer NOT NULL,
	"reden_id" integer NOT NULL,
	CONSTRAINT "document_redenen_document_id_reden_id_pk" PRIMARY KEY("document_id","reden_id")
);
--> statement-breakpoint
CREATE TABLE "document_versies" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"versie" integer NOT NULL,
	"bestand_id" integer NOT NULL,
	"bewerking" text NOT NULL,
	"gemaakt_door" integer,
	"gemaakt_op" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versies_bestandId_unique" UNIQUE("bestand_id"),
	CONSTRAINT "document_versies_versie_unique" UNIQUE("document_id","versie"),
	CONSTRAINT "document_versies_bewerking_check" CHECK ("document_versies"."bewerking" in ('UPLOAD', 'GENERATED', 'REMOVE', 'SPLIT', 'DUPLICATE', 'MERGE', 'MOVE', 'ROTATE', 'COMPRESS', 'BLUR', 'RESTORE'))
);
--> statement-breakpoint
CREATE TABLE "documenten" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"lijst" text NOT NULL,
	"naam" text NOT NULL,
	"soort" text,
	"document_type" integer,
	"dossier_document_id" integer,
	"bestand_id" integer,
	"status" text DEFAULT 'O' NOT NULL,
	"sp_geverifieerd_door" integer,
	"sp_geverifieerd_op" timestamp with time zone,
	"nhl_geverifieerd_door" integer,
	"nhl_geverifieerd_op" timestamp with time zone,
	"beoordeeld_door" integer,
	"beoordeeld_op" timestamp with time zone,
	"toelichting" text,
	"doorgezet_op" timestamp with time zone,
	"ontvangen_op" timestamp with time zone,
	"verval_datum" date,
	"gearchiveerd" boolean DEFAULT false NOT NULL,
	"aangemaakt_door" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documenten_bestand_unique" UNIQUE("bestand_id"),
	CONSTRAINT "documenten_lijst_check" CHECK ("documenten"."lijst" in ('RENTEAANBOD', 'HYPOTHEEKAANBOD', 'PASSEREN')),
	CONSTRAINT "documenten_type_check" CHECK ("documenten"."document_type" is null or "documenten"."document_type" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "rs_redenen" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"omschrijving" text NOT NULL,
	"volgorde" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "rs_redenen_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "notitie_bijlagen" (
	"id" serial PRIMARY KEY NOT NULL,
	"notitie_id" integer NOT NULL,
	"bestand_id" integer NOT NULL,
	"volgorde" integer NOT NULL,
	CONSTRAINT "notitie_bijlagen_bestandId_unique" UNIQUE("bestand_id")
);
--> statement-breakpoint
CREATE TABLE "notities" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"onderwerp" text NOT NULL,
	"aanleiding" text DEFAULT 'O' NOT NULL,
	"prioriteit_id" integer DEFAULT 3 NOT NULL,
	"body" text NOT NULL,
	"auteur_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notities_aanleiding_check" CHECK ("notities"."aanleiding" in ('O', 'I', 'U', 'E', 'B')),
	CONSTRAINT "notities_prioriteit_check" CHECK ("notities"."prioriteit_id" in (3, 2, 1)),
	CONSTRAINT "notities_onderwerp_check" CHECK (char_length("notities"."onderwerp") <= 100),
	CONSTRAINT "notities_body_check" CHECK (char_length("notities"."body") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "dossier_documenten" ADD COLUMN "dossier_change" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_redenen" ADD CONSTRAINT "document_redenen_document_id_documenten_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documenten"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_redenen" ADD CONSTRAINT "document_redenen_reden_id_rs_redenen_id_fk" FOREIGN KEY ("reden_id") REFERENCES "public"."rs_redenen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versies" ADD CONSTRAINT "document_versies_document_id_documenten_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documenten"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versies" ADD CONSTRAINT "document_versies_bestand_id_bestanden_id_fk" FOREIGN KEY ("bestand_id") REFERENCES "public"."bestanden"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versies" ADD CONSTRAINT "document_versies_gemaakt_door_gebruikers_id_fk" FOREIGN KEY ("gemaakt_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documenten" ADD CONSTRAINT "documenten_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documenten" ADD CONSTRAINT "documenten_dossier_document_id_dossier_documenten_id_fk" FOREIGN KEY ("dossier_document_id") REFERENCES "public"."dossier_documenten"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documenten" ADD CONSTRAINT "documenten_bestand_id_bestanden_id_fk" FOREIGN KEY ("bestand_id") REFERENCES "public"."bestanden"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documenten" ADD CONSTRAINT "documenten_status_document_statussen_code_fk" FOREIGN KEY ("status") REFERENCES "public"."document_statussen"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "documenten" ADD CONSTRAINT "documenten_sp_geverifieerd_door_gebruikers_id_fk" FOREIGN KEY ("sp_geverifieerd_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documenten" ADD CONSTRAINT "documenten_nhl_geverifieerd_door_gebruikers_id_fk" FOREIGN KEY ("nhl_geverifieerd_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documenten" ADD CONSTRAINT "documenten_beoordeeld_door_gebruikers_id_fk" FOREIGN KEY ("beoordeeld_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documenten" ADD CONSTRAINT "documenten_aangemaakt_door_gebruikers_id_fk" FOREIGN KEY ("aangemaakt_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notitie_bijlagen" ADD CONSTRAINT "notitie_bijlagen_notitie_id_notities_id_fk" FOREIGN KEY ("notitie_id") REFERENCES "public"."notities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notitie_bijlagen" ADD CONSTRAINT "notitie_bijlagen_bestand_id_bestanden_id_fk" FOREIGN KEY ("bestand_id") REFERENCES "public"."bestanden"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notities" ADD CONSTRAINT "notities_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notities" ADD CONSTRAINT "notities_auteur_id_gebruikers_id_fk" FOREIGN KEY ("auteur_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documenten_dossier_id_lijst_index" ON "documenten" USING btree ("dossier_id","lijst");--> statement-breakpoint
CREATE INDEX "documenten_dossier_document_id_index" ON "documenten" USING btree ("dossier_document_id");--> statement-breakpoint
CREATE INDEX "notitie_bijlagen_notitie_id_index" ON "notitie_bijlagen" USING btree ("notitie_id");--> statement-breakpoint
CREATE INDEX "notities_dossier_id_created_at_index" ON "notities" USING btree ("dossier_id","created_at");--> statement-breakpoint
-- The reasons a reviewer gives for declining a document (GET /documenten/redens, docs/documents.md).
INSERT INTO "rs_redenen" ("code", "omschrijving", "volgorde") VALUES
  ('ONLEESBAAR', 'Document is onleesbaar of onvolledig gescand', 1),
  ('VERLOPEN', 'Document is verlopen of te oud', 2),
  ('ONVOLLEDIG', 'Pagina''s ontbreken', 3),
  ('ONJUISTE_PERSOON', 'Document hoort niet bij deze aanvrager', 4),
  ('ONJUIST_DOCUMENT', 'Verkeerd soort document aangeleverd', 5),
  ('NIET_ONDERTEKEND', 'Handtekening ontbreekt', 6),
  ('GEGEVENS_WIJKEN_AF', 'Gegevens wijken af van de aanvraag', 7),
  ('ORIGINEEL_NODIG', 'Origineel document nodig', 8);
