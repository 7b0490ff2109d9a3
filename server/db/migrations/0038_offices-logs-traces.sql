CREATE TABLE "kantoor_geldverstrekkers" (
	"kantoor_id" integer NOT NULL,
	"geldverstrekker_id" integer NOT NULL,
	"agentnummer" text NOT NULL,
	"sinds" date NOT NULL,
	CONSTRAINT "kantoor_geldverstrekkers_kantoor_id_geldverstrekker_id_pk" PRIMARY KEY("kantoor_id","geldverstrekker_id")
);
--> statement-breakpoint
CREATE TABLE "berichtenlog" (
	"id" serial PRIMARY KEY NOT NULL,
	"kanaal" text NOT NULL,
	"richting" text NOT NULL,
	"soort" text NOT NULL,
	"bron" text NOT NULL,
	"dossier_id" integer,
	"referentie" text,
	"status" text NOT NULL,
	"samenvatting" text NOT NULL,
	"bericht" jsonb NOT NULL,
	"gebruiker_id" integer,
	"tijdstip" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "berichtenlog_kanaal_check" CHECK ("berichtenlog"."kanaal" in ('BTL', 'SYSTEM_EVENT', 'KLANTPORTAAL')),
	CONSTRAINT "berichtenlog_richting_check" CHECK ("berichtenlog"."richting" in ('IN', 'UIT')),
	CONSTRAINT "berichtenlog_status_check" CHECK ("berichtenlog"."status" in ('ONTVANGEN', 'VERWERKT', 'GENEGEERD', 'FOUT', 'VERSTUURD'))
);
--> statement-breakpoint
CREATE TABLE "externe_aanroepen" (
	"id" serial PRIMARY KEY NOT NULL,
	"tijdstip" timestamp with time zone DEFAULT now() NOT NULL,
	"aanroeper" text NOT NULL,
	"doel" text NOT NULL,
	"operatie" text NOT NULL,
	"duur_ms" integer NOT NULL,
	"uitkomst" text NOT NULL,
	"verzoek" jsonb,
	"antwoord" jsonb,
	"fout" text,
	"dossier_id" integer,
	"gebruiker_id" integer,
	CONSTRAINT "externe_aanroepen_uitkomst_check" CHECK ("externe_aanroepen"."uitkomst" in ('OK', 'FOUT'))
);
--> statement-breakpoint
CREATE TABLE "regelset_transacties" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"regelset" text NOT NULL,
	"voldaan" boolean NOT NULL,
	"resultaten" jsonb NOT NULL,
	"gewijzigd" boolean NOT NULL,
	"uitgevoerd_door" integer,
	"uitgevoerd_op" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regelset_transacties_type_check" CHECK ("regelset_transacties"."transaction_type" in ('EXECUTE_RULESET', 'REFRESH', 'STIPULATIONS_REFRESH'))
);
--> statement-breakpoint
ALTER TABLE "kantoren" ADD COLUMN "straat_naam" text;--> statement-breakpoint
ALTER TABLE "kantoren" ADD COLUMN "huis_nummer" text;--> statement-breakpoint
ALTER TABLE "kantoren" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "kantoren" ADD COLUMN "telefoon_nummer" text;--> statement-breakpoint
ALTER TABLE "kantoren" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "kantoren" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "kantoren" ADD COLUMN "afm_nummer" text;--> statement-breakpoint
ALTER TABLE "kantoren" ADD COLUMN "kvk_nummer" text;--> statement-breakpoint
ALTER TABLE "kantoor_geldverstrekkers" ADD CONSTRAINT "kantoor_geldverstrekkers_kantoor_id_kantoren_id_fk" FOREIGN KEY ("kantoor_id") REFERENCES "public"."kantoren"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kantoor_geldverstrekkers" ADD CONSTRAINT "kantoor_geldverstrekkers_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "berichtenlog" ADD CONSTRAINT "berichtenlog_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "berichtenlog" ADD CONSTRAINT "berichtenlog_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "externe_aanroepen" ADD CONSTRAINT "externe_aanroepen_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "externe_aanroepen" ADD CONSTRAINT "externe_aanroepen_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regelset_transacties" ADD CONSTRAINT "regelset_transacties_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regelset_transacties" ADD CONSTRAINT "regelset_transacties_uitgevoerd_door_gebruikers_id_fk" FOREIGN KEY ("uitgevoerd_door") REFERENCES "public"."gebruikers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kantoor_geldverstrekkers_geldverstrekker_id_index" ON "kantoor_geldverstrekkers" USING btree ("geldverstrekker_id");--> statement-breakpoint
CREATE INDEX "berichtenlog_kanaal_tijdstip_id_index" ON "berichtenlog" USING btree ("kanaal","tijdstip","id");--> statement-breakpoint
CREATE INDEX "berichtenlog_dossier_id_index" ON "berichtenlog" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "externe_aanroepen_tijdstip_id_index" ON "externe_aanroepen" USING btree ("tijdstip","id");--> statement-breakpoint
CREATE INDEX "externe_aanroepen_aanroeper_tijdstip_index" ON "externe_aanroepen" USING btree ("aanroeper","tijdstip");--> statement-breakpoint
CREATE INDEX "externe_aanroepen_dossier_id_index" ON "externe_aanroepen" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "regelset_transacties_dossier_id_uitgevoerd_op_id_index" ON "regelset_transacties" USING btree ("dossier_id","uitgevoerd_op","id");--> statement-breakpoint
-- Hand-written: the retention term of the external-call traces (Beheer › Data retentie, docs/traces.md).
INSERT INTO "data_retenties" ("soort", "bewaartermijn_maanden", "grondslag", "anonimiseren") VALUES
  ('EXTERNE_AANROEP', 3, 'AVG art. 5 lid 1c en 1e: alleen voor storingsonderzoek', false);
