CREATE TABLE "bericht_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"categorie" text NOT NULL,
	"berichtsoort" text NOT NULL,
	"onderwerp" text NOT NULL,
	"inhoud" text NOT NULL,
	"btl" boolean DEFAULT false NOT NULL,
	"handmatig" boolean DEFAULT true NOT NULL,
	"geldverstrekker_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bericht_templates_naam_unique" UNIQUE("naam")
);
--> statement-breakpoint
CREATE TABLE "gebruiker_organisaties" (
	"gebruiker_id" integer NOT NULL,
	"organisatie_id" integer NOT NULL,
	CONSTRAINT "gebruiker_organisaties_gebruiker_id_organisatie_id_pk" PRIMARY KEY("gebruiker_id","organisatie_id")
);
--> statement-breakpoint
CREATE TABLE "ontvangercodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"naam" text NOT NULL,
	"particulier" boolean DEFAULT true NOT NULL,
	"btl" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ontvangercodes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "systeem_fases" (
	"code" text PRIMARY KEY NOT NULL,
	"omschrijving" text NOT NULL,
	"volgorde" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "systeem_statussen" (
	"id" serial PRIMARY KEY NOT NULL,
	"fase" text NOT NULL,
	"stap" text NOT NULL,
	"omschrijving" text NOT NULL,
	"volgorde" integer NOT NULL,
	CONSTRAINT "systeem_statussen_fase_stap_unique" UNIQUE("fase","stap")
);
--> statement-breakpoint
CREATE TABLE "backoffice_template_gebruik" (
	"template_id" integer NOT NULL,
	"variabele_id" integer NOT NULL,
	CONSTRAINT "backoffice_template_gebruik_template_id_variabele_id_pk" PRIMARY KEY("template_id","variabele_id")
);
--> statement-breakpoint
CREATE TABLE "backoffice_template_variabelen" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"omschrijving" text NOT NULL,
	CONSTRAINT "backoffice_template_variabelen_naam_unique" UNIQUE("naam")
);
--> statement-breakpoint
CREATE TABLE "backoffice_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"onderwerp" text NOT NULL,
	"omschrijving" text,
	"active" boolean DEFAULT true NOT NULL,
	"bestand_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backoffice_templates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "bestanden" (
	"id" serial PRIMARY KEY NOT NULL,
	"sleutel" text NOT NULL,
	"naam" text NOT NULL,
	"mime_type" text NOT NULL,
	"grootte" integer NOT NULL,
	"sha256" text NOT NULL,
	"geupload_door" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bestanden_sleutel_unique" UNIQUE("sleutel")
);
--> statement-breakpoint
CREATE TABLE "informatie_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"titel" text NOT NULL,
	"samenvatting" text,
	"body" text NOT NULL,
	"publicatie_datum" date NOT NULL,
	"verval_datum" date,
	"active" boolean DEFAULT true NOT NULL,
	"bestand_id" integer,
	"auteur_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "informatie_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"categorie" text NOT NULL,
	"naam" text NOT NULL,
	"volgorde" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referentie_waarden" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "referentie_waarden" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "referentie_waarden" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "referentie_waarden" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bericht_templates" ADD CONSTRAINT "bericht_templates_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gebruiker_organisaties" ADD CONSTRAINT "gebruiker_organisaties_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gebruiker_organisaties" ADD CONSTRAINT "gebruiker_organisaties_organisatie_id_organisaties_id_fk" FOREIGN KEY ("organisatie_id") REFERENCES "public"."organisaties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "systeem_statussen" ADD CONSTRAINT "systeem_statussen_fase_systeem_fases_code_fk" FOREIGN KEY ("fase") REFERENCES "public"."systeem_fases"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backoffice_template_gebruik" ADD CONSTRAINT "backoffice_template_gebruik_template_id_backoffice_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."backoffice_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backoffice_template_gebruik" ADD CONSTRAINT "backoffice_template_gebruik_variabele_id_backoffice_template_variabelen_id_fk" FOREIGN KEY ("variabele_id") REFERENCES "public"."backoffice_template_variabelen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backoffice_templates" ADD CONSTRAINT "backoffice_templates_bestand_id_bestanden_id_fk" FOREIGN KEY ("bestand_id") REFERENCES "public"."bestanden"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bestanden" ADD CONSTRAINT "bestanden_geupload_door_gebruikers_id_fk" FOREIGN KEY ("geupload_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informatie_items" ADD CONSTRAINT "informatie_items_type_id_informatie_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."informatie_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informatie_items" ADD CONSTRAINT "informatie_items_bestand_id_bestanden_id_fk" FOREIGN KEY ("bestand_id") REFERENCES "public"."bestanden"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informatie_items" ADD CONSTRAINT "informatie_items_auteur_id_gebruikers_id_fk" FOREIGN KEY ("auteur_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bericht_templates_geldverstrekker_id_index" ON "bericht_templates" USING btree ("geldverstrekker_id");--> statement-breakpoint
CREATE INDEX "informatie_items_publicatie_idx" ON "informatie_items" USING btree ("publicatie_datum");--> statement-breakpoint
ALTER TABLE "referentie_waarden" ADD CONSTRAINT "referentie_waarden_id_unique" UNIQUE("id");