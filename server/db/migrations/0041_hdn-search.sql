CREATE TABLE "hdn_berichten" (
	"id" serial PRIMARY KEY NOT NULL,
	"richting" text NOT NULL,
	"soort" text,
	"bericht_id" text,
	"kanaal" text NOT NULL,
	"afzender" text,
	"ontvanger" text,
	"dossier_id" integer,
	"referentie" text,
	"samenvatting" text NOT NULL,
	"status" text NOT NULL,
	"resultaat" text,
	"melding" text,
	"inhoud" text NOT NULL,
	"bericht_datum" timestamp with time zone,
	"in_reactie_op" integer,
	"behandeld_door" integer,
	"tijdstip" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"verzonden_op" timestamp with time zone,
	"zoekvector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch', regexp_replace(coalesce("bericht_id", '') || ' ' || coalesce("referentie", '') || ' ' || coalesce("soort", ''), '[-./_]', ' ', 'g') || ' ' || regexp_replace(coalesce("bericht_id", '') || ' ' || coalesce("referentie", '') || ' ' || coalesce("soort", ''), '[-./_]', '', 'g')), 'A') || setweight(to_tsvector('dutch', regexp_replace("samenvatting", '-([[:digit:]])', ' \1', 'g')), 'B')) STORED NOT NULL,
	CONSTRAINT "hdn_berichten_richting_check" CHECK ("hdn_berichten"."richting" in ('IN', 'UIT')),
	CONSTRAINT "hdn_berichten_soort_check" CHECK ("hdn_berichten"."soort" is null or "hdn_berichten"."soort" in ('AX', 'DA', 'DX', 'SX', 'OX')),
	CONSTRAINT "hdn_berichten_status_check" CHECK ("hdn_berichten"."status" in ('VERWERKT', 'ONGEKOPPELD', 'GEWEIGERD', 'TE_VERZENDEN', 'VERZONDEN', 'NIET_VERZONDEN')),
	CONSTRAINT "hdn_berichten_kanaal_check" CHECK ("hdn_berichten"."kanaal" in ('HTTP', 'MAP', 'GEEN'))
);
--> statement-breakpoint
ALTER TABLE "dossiers" ADD COLUMN "zoek_postcodes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dossiers" ADD COLUMN "zoekvector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch', regexp_replace("id"::text || ' ' || coalesce("offerte_nr", '') || ' ' || coalesce("kenmerk", '') || ' ' || "zoek_postcodes", '[-./_]', ' ', 'g') || ' ' || regexp_replace("id"::text || ' ' || coalesce("offerte_nr", '') || ' ' || coalesce("kenmerk", '') || ' ' || "zoek_postcodes", '[-./_]', '', 'g')), 'A') || setweight(to_tsvector('dutch', "naam_hypotheek_gever"), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "notities" ADD COLUMN "zoekvector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch', regexp_replace("onderwerp", '-([[:digit:]])', ' \1', 'g')), 'A') || setweight(to_tsvector('dutch', regexp_replace("body", '-([[:digit:]])', ' \1', 'g')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "hdn_berichten" ADD CONSTRAINT "hdn_berichten_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hdn_berichten" ADD CONSTRAINT "hdn_berichten_in_reactie_op_hdn_berichten_id_fk" FOREIGN KEY ("in_reactie_op") REFERENCES "public"."hdn_berichten"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hdn_berichten" ADD CONSTRAINT "hdn_berichten_behandeld_door_gebruikers_id_fk" FOREIGN KEY ("behandeld_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hdn_berichten_bericht_id_key" ON "hdn_berichten" USING btree ("richting","afzender","bericht_id") WHERE "hdn_berichten"."bericht_id" is not null and "hdn_berichten"."status" <> 'GEWEIGERD';--> statement-breakpoint
CREATE INDEX "hdn_berichten_tijdstip_id_index" ON "hdn_berichten" USING btree ("tijdstip","id");--> statement-breakpoint
CREATE INDEX "hdn_berichten_dossier_id_tijdstip_index" ON "hdn_berichten" USING btree ("dossier_id","tijdstip");--> statement-breakpoint
CREATE INDEX "hdn_berichten_soort_tijdstip_index" ON "hdn_berichten" USING btree ("soort","tijdstip");--> statement-breakpoint
CREATE INDEX "hdn_berichten_open_idx" ON "hdn_berichten" USING btree ("status","tijdstip") WHERE "hdn_berichten"."status" in ('ONGEKOPPELD', 'TE_VERZENDEN', 'NIET_VERZONDEN', 'GEWEIGERD');--> statement-breakpoint
CREATE INDEX "hdn_berichten_in_reactie_op_index" ON "hdn_berichten" USING btree ("in_reactie_op");--> statement-breakpoint
CREATE INDEX "hdn_berichten_zoekvector_idx" ON "hdn_berichten" USING gin ("zoekvector");--> statement-breakpoint
CREATE INDEX "dossiers_zoekvector_idx" ON "dossiers" USING gin ("zoekvector");--> statement-breakpoint
CREATE INDEX "notities_zoekvector_idx" ON "notities" USING gin ("zoekvector");--> statement-breakpoint
-- Hand-written: the postcodes of the dossiers that exist already, as services/dossiers/summary.ts
-- keeps them from now on (distinct, sorted, space-separated); the search vector follows by itself.
UPDATE "dossiers" AS d SET "zoek_postcodes" = p."postcodes"
FROM (
  SELECT "dossier_id", string_agg(DISTINCT "postcode", ' ' ORDER BY "postcode") AS "postcodes"
  FROM "hypotheekgevers" WHERE "postcode" IS NOT NULL GROUP BY "dossier_id"
) AS p
WHERE p."dossier_id" = d."id";
