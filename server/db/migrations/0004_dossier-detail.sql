CREATE TABLE "dossier_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"niveau" text NOT NULL,
	"resultaat" text NOT NULL,
	"toelichting" text,
	"gebruiker_id" integer NOT NULL,
	"beoordeeld_op" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dossier_approvals_dossierId_niveau_unique" UNIQUE("dossier_id","niveau"),
	CONSTRAINT "dossier_approvals_niveau_check" CHECK ("dossier_approvals"."niveau" in ('FIRST', 'SECOND', 'THIRD')),
	CONSTRAINT "dossier_approvals_resultaat_check" CHECK ("dossier_approvals"."resultaat" in ('AKKOORD', 'NIET_AKKOORD', 'FINAAL_AFGEWEZEN'))
);
--> statement-breakpoint
CREATE TABLE "dossier_tekstregels" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"volgnummer" integer NOT NULL,
	"tekst" text NOT NULL,
	CONSTRAINT "dossier_tekstregels_dossierId_volgnummer_unique" UNIQUE("dossier_id","volgnummer")
);
--> statement-breakpoint
CREATE TABLE "kadaster_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_id" integer NOT NULL,
	"kadastrale_gemeente" text NOT NULL,
	"sectie" text NOT NULL,
	"perceelnummer" text NOT NULL,
	"appartementsindex" text,
	"grootte_m_2" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reden_beeindigingen" (
	"id" serial PRIMARY KEY NOT NULL,
	"omschrijving" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "reden_beeindigingen_omschrijving_unique" UNIQUE("omschrijving")
);
--> statement-breakpoint
ALTER TABLE "dossiers" ADD COLUMN "reden_beeindiging_id" integer;--> statement-breakpoint
ALTER TABLE "dossiers" ADD COLUMN "status_toelichting" text;--> statement-breakpoint
ALTER TABLE "dossiers" ADD COLUMN "dienstverlening" text;--> statement-breakpoint
ALTER TABLE "hypotheekgevers" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "dossier_approvals" ADD CONSTRAINT "dossier_approvals_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_approvals" ADD CONSTRAINT "dossier_approvals_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_tekstregels" ADD CONSTRAINT "dossier_tekstregels_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kadaster_items" ADD CONSTRAINT "kadaster_items_object_id_objecten_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objecten"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kadaster_items_object_id_index" ON "kadaster_items" USING btree ("object_id");--> statement-breakpoint
-- The reasons a back office closes a dossier with (GET /rs/redenbeeindigings); Beheer maintains them later.
INSERT INTO "reden_beeindigingen" ("omschrijving") VALUES
  ('Aanvraag ingetrokken door klant'),
  ('Klant kiest andere geldverstrekker'),
  ('Aankoop woning gaat niet door'),
  ('Offerte verlopen'),
  ('Financiering niet haalbaar'),
  ('Dubbel ingediende aanvraag'),
  ('Overig');
