CREATE TABLE "desk_bijlagen" (
	"id" serial PRIMARY KEY NOT NULL,
	"overrule_bericht_id" integer,
	"voorbespreek_bericht_id" integer,
	"bestand_id" integer NOT NULL,
	"volgorde" integer NOT NULL,
	CONSTRAINT "desk_bijlagen_bestandId_unique" UNIQUE("bestand_id"),
	CONSTRAINT "desk_bijlagen_een_bericht_check" CHECK (("desk_bijlagen"."overrule_bericht_id" is null) <> ("desk_bijlagen"."voorbespreek_bericht_id" is null))
);
--> statement-breakpoint
CREATE TABLE "desk_gelezen" (
	"desk" text NOT NULL,
	"gesprek_id" integer NOT NULL,
	"gebruiker_id" integer NOT NULL,
	"bericht_id" integer NOT NULL,
	CONSTRAINT "desk_gelezen_desk_gesprek_id_gebruiker_id_pk" PRIMARY KEY("desk","gesprek_id","gebruiker_id"),
	CONSTRAINT "desk_gelezen_desk_check" CHECK ("desk_gelezen"."desk" in ('OVERRULE', 'VOORBESPREEK'))
);
--> statement-breakpoint
CREATE TABLE "desk_onderwerpen" (
	"id" serial PRIMARY KEY NOT NULL,
	"desk" text NOT NULL,
	"naam" text NOT NULL,
	"hoofd_id" integer,
	"volgorde" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "desk_onderwerpen_desk_check" CHECK ("desk_onderwerpen"."desk" in ('OVERRULE', 'VOORBESPREEK'))
);
--> statement-breakpoint
CREATE TABLE "overrule_berichten" (
	"id" serial PRIMARY KEY NOT NULL,
	"verzoek_id" integer NOT NULL,
	"afzender_id" integer NOT NULL,
	"rol" text NOT NULL,
	"soort" text DEFAULT 'BERICHT' NOT NULL,
	"tekst" text NOT NULL,
	"oordeel_id" integer,
	"geldverstrekker_status_id" integer,
	"service_provider_status_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overrule_berichten_rol_check" CHECK ("overrule_berichten"."rol" in ('ADVISEUR', 'MEDEWERKER', 'GELDVERSTREKKER')),
	CONSTRAINT "overrule_berichten_soort_check" CHECK ("overrule_berichten"."soort" in ('BERICHT', 'STATUS')),
	CONSTRAINT "overrule_berichten_tekst_check" CHECK (char_length("overrule_berichten"."tekst") <= 4000)
);
--> statement-breakpoint
CREATE TABLE "overrule_verzoeken" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"kantoor_id" integer,
	"geldverstrekker_id" integer NOT NULL,
	"hoofd_onderwerp_id" integer NOT NULL,
	"sub_onderwerp_id" integer,
	"aangevraagd_door_id" integer NOT NULL,
	"geldverstrekker_status_id" integer,
	"service_provider_status_id" integer,
	"oordeel_id" integer,
	"gearchiveerd" boolean DEFAULT false NOT NULL,
	"gearchiveerd_op" timestamp with time zone,
	"laatste_bericht_id" integer DEFAULT 0 NOT NULL,
	"laatste_afzender_id" integer,
	"laatste_bericht_op" timestamp with time zone DEFAULT now() NOT NULL,
	"aantal_berichten" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voorbespreek_berichten" (
	"id" serial PRIMARY KEY NOT NULL,
	"gesprek_id" integer NOT NULL,
	"afzender_id" integer NOT NULL,
	"rol" text NOT NULL,
	"tekst" text NOT NULL,
	"oordeel" text,
	"einde" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voorbespreek_berichten_rol_check" CHECK ("voorbespreek_berichten"."rol" in ('ADVISEUR', 'MEDEWERKER', 'GELDVERSTREKKER')),
	CONSTRAINT "voorbespreek_berichten_oordeel_check" CHECK ("voorbespreek_berichten"."oordeel" is null or "voorbespreek_berichten"."oordeel" in ('HAALBAAR', 'HAALBAAR_ONDER_VOORWAARDEN', 'AANVULLENDE_INFORMATIE', 'NIET_HAALBAAR')),
	CONSTRAINT "voorbespreek_berichten_tekst_check" CHECK (char_length("voorbespreek_berichten"."tekst") <= 4000)
);
--> statement-breakpoint
CREATE TABLE "voorbespreek_gesprekken" (
	"id" serial PRIMARY KEY NOT NULL,
	"klant_naam" text NOT NULL,
	"ontvanger_code" text NOT NULL,
	"hoofd_onderwerp_id" integer NOT NULL,
	"sub_onderwerp_id" integer,
	"kantoor_id" integer NOT NULL,
	"aangemaakt_door_id" integer NOT NULL,
	"behandelaar_id" integer,
	"dossier_id" integer,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"oordeel" text,
	"gearchiveerd" boolean DEFAULT false NOT NULL,
	"gearchiveerd_op" timestamp with time zone,
	"beeindigd_op" timestamp with time zone,
	"start_datum" timestamp with time zone DEFAULT now() NOT NULL,
	"laatste_bericht_id" integer DEFAULT 0 NOT NULL,
	"laatste_afzender_id" integer,
	"laatste_bericht_op" timestamp with time zone DEFAULT now() NOT NULL,
	"aantal_berichten" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voorbespreek_gesprekken_status_check" CHECK ("voorbespreek_gesprekken"."status" in ('OPEN', 'BEANTWOORD', 'BEEINDIGD')),
	CONSTRAINT "voorbespreek_gesprekken_oordeel_check" CHECK ("voorbespreek_gesprekken"."oordeel" is null or "voorbespreek_gesprekken"."oordeel" in ('HAALBAAR', 'HAALBAAR_ONDER_VOORWAARDEN', 'AANVULLENDE_INFORMATIE', 'NIET_HAALBAAR')),
	CONSTRAINT "voorbespreek_gesprekken_klant_check" CHECK (char_length("voorbespreek_gesprekken"."klant_naam") <= 200)
);
--> statement-breakpoint
ALTER TABLE "desk_bijlagen" ADD CONSTRAINT "desk_bijlagen_overrule_bericht_id_overrule_berichten_id_fk" FOREIGN KEY ("overrule_bericht_id") REFERENCES "public"."overrule_berichten"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_bijlagen" ADD CONSTRAINT "desk_bijlagen_voorbespreek_bericht_id_voorbespreek_berichten_id_fk" FOREIGN KEY ("voorbespreek_bericht_id") REFERENCES "public"."voorbespreek_berichten"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_bijlagen" ADD CONSTRAINT "desk_bijlagen_bestand_id_bestanden_id_fk" FOREIGN KEY ("bestand_id") REFERENCES "public"."bestanden"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_gelezen" ADD CONSTRAINT "desk_gelezen_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_onderwerpen" ADD CONSTRAINT "desk_onderwerpen_hoofd_id_desk_onderwerpen_id_fk" FOREIGN KEY ("hoofd_id") REFERENCES "public"."desk_onderwerpen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overrule_berichten" ADD CONSTRAINT "overrule_berichten_verzoek_id_overrule_verzoeken_id_fk" FOREIGN KEY ("verzoek_id") REFERENCES "public"."overrule_verzoeken"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overrule_berichten" ADD CONSTRAINT "overrule_berichten_afzender_id_gebruikers_id_fk" FOREIGN KEY ("afzender_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overrule_berichten" ADD CONSTRAINT "overrule_berichten_oordeel_id_overrule_statussen_id_fk" FOREIGN KEY ("oordeel_id") REFERENCES "public"."overrule_statussen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overrule_berichten" ADD CONSTRAINT "overrule_berichten_geldverstrekker_status_id_overrule_statussen_id_fk" FOREIGN KEY ("geldverstrekker_status_id") REFERENCES "public"."overrule_statussen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overrule_berichten" ADD CONSTRAINT "overrule_berichten_service_provider_status_id_overrule_statussen_id_fk" FOREIGN KEY ("service_provider_status_id") REFERENCES "public"."overrule_statussen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overrule_verzoeken" ADD CONSTRAINT "overrule_verzoeken_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overrule_verzoeken" ADD CONSTRAINT "overrule_verzoeken_kantoor_id_kantoren_id_fk" FOREIGN KEY ("kantoor_id") REFERENCES "public"."kantoren"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overrule_verzoeken" ADD CONSTRAINT "overrule_verzoeken_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overrule_verzoeken" ADD CONSTRAINT "overrule_verzoeken_hoofd_onderwerp_id_desk_onderwerpen_id_fk" FOREIGN KEY ("hoofd_onderwerp_id") REFERENCES "public"."desk_onderwerpen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overrule_verzoeken" ADD CONSTRAINT "overrule_verzoeken_sub_onderwerp_id_desk_onderwerpen_id_fk" FOREIGN KEY ("sub_onderwerp_id") REFERENCES "public"."desk_onderwerpen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overrule_verzoeken" ADD CONSTRAINT "overrule_verzoeken_aangevraagd_door_id_gebruikers_id_fk" FOREIGN KEY ("aangevraagd_door_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overrule_verzoeken" ADD CONSTRAINT "overrule_verzoeken_geldverstrekker_status_id_overrule_statussen_id_fk" FOREIGN KEY ("geldverstrekker_status_id") REFERENCES "public"."overrule_statussen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overrule_verzoeken" ADD CONSTRAINT "overrule_verzoeken_service_provider_status_id_overrule_statussen_id_fk" FOREIGN KEY ("service_provider_status_id") REFERENCES "public"."overrule_statussen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overrule_verzoeken" ADD CONSTRAINT "overrule_verzoeken_oordeel_id_overrule_statussen_id_fk" FOREIGN KEY ("oordeel_id") REFERENCES "public"."overrule_statussen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voorbespreek_berichten" ADD CONSTRAINT "voorbespreek_berichten_gesprek_id_voorbespreek_gesprekken_id_fk" FOREIGN KEY ("gesprek_id") REFERENCES "public"."voorbespreek_gesprekken"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voorbespreek_berichten" ADD CONSTRAINT "voorbespreek_berichten_afzender_id_gebruikers_id_fk" FOREIGN KEY ("afzender_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voorbespreek_gesprekken" ADD CONSTRAINT "voorbespreek_gesprekken_ontvanger_code_ontvangercodes_code_fk" FOREIGN KEY ("ontvanger_code") REFERENCES "public"."ontvangercodes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voorbespreek_gesprekken" ADD CONSTRAINT "voorbespreek_gesprekken_hoofd_onderwerp_id_desk_onderwerpen_id_fk" FOREIGN KEY ("hoofd_onderwerp_id") REFERENCES "public"."desk_onderwerpen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voorbespreek_gesprekken" ADD CONSTRAINT "voorbespreek_gesprekken_sub_onderwerp_id_desk_onderwerpen_id_fk" FOREIGN KEY ("sub_onderwerp_id") REFERENCES "public"."desk_onderwerpen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voorbespreek_gesprekken" ADD CONSTRAINT "voorbespreek_gesprekken_kantoor_id_kantoren_id_fk" FOREIGN KEY ("kantoor_id") REFERENCES "public"."kantoren"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voorbespreek_gesprekken" ADD CONSTRAINT "voorbespreek_gesprekken_aangemaakt_door_id_gebruikers_id_fk" FOREIGN KEY ("aangemaakt_door_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voorbespreek_gesprekken" ADD CONSTRAINT "voorbespreek_gesprekken_behandelaar_id_gebruikers_id_fk" FOREIGN KEY ("behandelaar_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voorbespreek_gesprekken" ADD CONSTRAINT "voorbespreek_gesprekken_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_bijlagen_overrule_bericht_id_index" ON "desk_bijlagen" USING btree ("overrule_bericht_id");--> statement-breakpoint
CREATE INDEX "desk_bijlagen_voorbespreek_bericht_id_index" ON "desk_bijlagen" USING btree ("voorbespreek_bericht_id");--> statement-breakpoint
CREATE INDEX "desk_onderwerpen_desk_hoofd_id_index" ON "desk_onderwerpen" USING btree ("desk","hoofd_id");--> statement-breakpoint
CREATE INDEX "overrule_berichten_verzoek_id_id_index" ON "overrule_berichten" USING btree ("verzoek_id","id");--> statement-breakpoint
CREATE INDEX "overrule_verzoeken_overzicht_idx" ON "overrule_verzoeken" USING btree ("gearchiveerd","laatste_bericht_op","id");--> statement-breakpoint
CREATE INDEX "overrule_verzoeken_kantoor_id_index" ON "overrule_verzoeken" USING btree ("kantoor_id");--> statement-breakpoint
CREATE INDEX "overrule_verzoeken_geldverstrekker_id_index" ON "overrule_verzoeken" USING btree ("geldverstrekker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "overrule_verzoeken_open_per_dossier" ON "overrule_verzoeken" USING btree ("dossier_id") WHERE not "overrule_verzoeken"."gearchiveerd";--> statement-breakpoint
CREATE INDEX "overrule_verzoeken_dossier_id_index" ON "overrule_verzoeken" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "voorbespreek_berichten_gesprek_id_id_index" ON "voorbespreek_berichten" USING btree ("gesprek_id","id");--> statement-breakpoint
CREATE INDEX "voorbespreek_overzicht_idx" ON "voorbespreek_gesprekken" USING btree ("gearchiveerd","start_datum","id");--> statement-breakpoint
CREATE INDEX "voorbespreek_gesprekken_kantoor_id_gearchiveerd_index" ON "voorbespreek_gesprekken" USING btree ("kantoor_id","gearchiveerd");--> statement-breakpoint
CREATE INDEX "voorbespreek_gesprekken_dossier_id_index" ON "voorbespreek_gesprekken" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "voorbespreek_gesprekken_behandelaar_id_index" ON "voorbespreek_gesprekken" USING btree ("behandelaar_id");--> statement-breakpoint
-- Hand-written: the subjects of the two desks (reference data, docs/desks.md).
INSERT INTO "desk_onderwerpen" ("desk", "naam", "volgorde") VALUES
  ('OVERRULE', 'Inkomen', 10),
  ('OVERRULE', 'Financieringslast', 20),
  ('OVERRULE', 'Onderpand', 30),
  ('OVERRULE', 'Leeftijd en looptijd', 40),
  ('OVERRULE', 'Verblijfsstatus', 50),
  ('OVERRULE', 'Overig', 90),
  ('VOORBESPREEK', 'Inkomen', 10),
  ('VOORBESPREEK', 'Financiering', 20),
  ('VOORBESPREEK', 'Onderpand', 30),
  ('VOORBESPREEK', 'Verhuur', 40),
  ('VOORBESPREEK', 'Overig', 90);
--> statement-breakpoint
INSERT INTO "desk_onderwerpen" ("desk", "naam", "hoofd_id", "volgorde")
SELECT h."desk", s."naam", h."id", s."volgorde"
FROM (VALUES
  ('OVERRULE', 'Inkomen', 'Tijdelijk dienstverband zonder intentieverklaring', 10),
  ('OVERRULE', 'Inkomen', 'Inkomen uit onderneming korter dan drie jaar', 20),
  ('OVERRULE', 'Inkomen', 'Flexibel inkomen', 30),
  ('OVERRULE', 'Inkomen', 'Pensioeninkomen binnen tien jaar', 40),
  ('OVERRULE', 'Financieringslast', 'Overschrijding woonquote', 10),
  ('OVERRULE', 'Financieringslast', 'Studieschuld', 20),
  ('OVERRULE', 'Financieringslast', 'BKR-codering', 30),
  ('OVERRULE', 'Onderpand', 'Erfpacht', 10),
  ('OVERRULE', 'Onderpand', 'Woning met bedrijfsruimte', 20),
  ('OVERRULE', 'Onderpand', 'Bouwkundige staat', 30),
  ('VOORBESPREEK', 'Inkomen', 'Zelfstandige zonder jaarcijfers', 10),
  ('VOORBESPREEK', 'Inkomen', 'Tijdelijk contract', 20),
  ('VOORBESPREEK', 'Inkomen', 'Inkomen uit het buitenland', 30),
  ('VOORBESPREEK', 'Financiering', 'Overbrugging', 10),
  ('VOORBESPREEK', 'Financiering', 'Oversluiten met boete', 20),
  ('VOORBESPREEK', 'Financiering', 'Hoge financiering ten opzichte van de marktwaarde', 30),
  ('VOORBESPREEK', 'Onderpand', 'Woonboerderij', 10),
  ('VOORBESPREEK', 'Onderpand', 'Woning op erfpacht', 20),
  ('VOORBESPREEK', 'Onderpand', 'Nieuwbouw in eigen beheer', 30)
) AS s("desk", "hoofd", "naam", "volgorde")
JOIN "desk_onderwerpen" h ON h."desk" = s."desk" AND h."naam" = s."hoofd" AND h."hoofd_id" IS NULL;
