CREATE TABLE "dossier_stap_periodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"fase" text NOT NULL,
	"stap" text,
	"begin_op" timestamp with time zone NOT NULL,
	"eind_op" timestamp with time zone NOT NULL,
	"begin_dag" date NOT NULL,
	"eind_dag" date NOT NULL,
	"afloop" text NOT NULL,
	CONSTRAINT "dossier_stap_periodes_fase_check" CHECK ("dossier_stap_periodes"."fase" in ('AANVRAAG', 'RENTEAANBOD', 'HYPOTHEEKAANBOD', 'PASSEREN')),
	CONSTRAINT "dossier_stap_periodes_afloop_check" CHECK ("dossier_stap_periodes"."afloop" in ('VOLGENDE', 'AFGEROND', 'AFGEWEZEN', 'BEEINDIGD'))
);
--> statement-breakpoint
CREATE TABLE "loyaliteit_kwartalen" (
	"id" serial PRIMARY KEY NOT NULL,
	"kantoor_id" integer NOT NULL,
	"jaar" integer NOT NULL,
	"kwartaal" integer NOT NULL,
	"niveau" text NOT NULL,
	"aanvragen" integer NOT NULL,
	"first_time_right" numeric(5, 1),
	"compleet" numeric(5, 1),
	"aanlevertijd" numeric(6, 1),
	"berekend_op" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyaliteit_kwartalen_kantoorId_jaar_kwartaal_unique" UNIQUE("kantoor_id","jaar","kwartaal"),
	CONSTRAINT "loyaliteit_kwartalen_niveau_check" CHECK ("loyaliteit_kwartalen"."niveau" in ('GOUD', 'ZILVER', 'BRONS', 'BASIS'))
);
--> statement-breakpoint
CREATE TABLE "loyaliteit_niveaus" (
	"id" serial PRIMARY KEY NOT NULL,
	"niveau" text NOT NULL,
	"geldig_vanaf" date NOT NULL,
	"min_aanvragen" integer NOT NULL,
	"min_first_time_right" integer NOT NULL,
	"min_compleet" integer NOT NULL,
	"max_aanlevertijd" integer NOT NULL,
	"omschrijving" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyaliteit_niveaus_niveau_geldig_vanaf" UNIQUE("niveau","geldig_vanaf"),
	CONSTRAINT "loyaliteit_niveaus_niveau_check" CHECK ("loyaliteit_niveaus"."niveau" in ('GOUD', 'ZILVER', 'BRONS'))
);
--> statement-breakpoint
CREATE TABLE "werkdag_kalender" (
	"datum" date PRIMARY KEY NOT NULL,
	"nr" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_rapportages" ADD COLUMN "permissie" text DEFAULT 'MENU_RAPPORTAGES_VIEW' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_rapportages" ADD COLUMN "query" text DEFAULT 'PRODUCTIE' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_rapportages" ADD COLUMN "groepering" text DEFAULT 'GEEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_rapportages" ADD COLUMN "tijdvak" text DEFAULT 'MAAND' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_rapportages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_rapportages" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_rapportages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "doorlooptijden" ADD COLUMN "segment" text;--> statement-breakpoint
ALTER TABLE "dossier_stap_periodes" ADD CONSTRAINT "dossier_stap_periodes_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyaliteit_kwartalen" ADD CONSTRAINT "loyaliteit_kwartalen_kantoor_id_kantoren_id_fk" FOREIGN KEY ("kantoor_id") REFERENCES "public"."kantoren"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dossier_stap_periodes_dossier_id_index" ON "dossier_stap_periodes" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "dossier_stap_periodes_eind_idx" ON "dossier_stap_periodes" USING btree ("eind_op","fase","stap");--> statement-breakpoint
CREATE INDEX "dossier_stap_periodes_begin_idx" ON "dossier_stap_periodes" USING btree ("fase","stap","begin_op");--> statement-breakpoint
CREATE INDEX "dossier_stap_periodes_aanvulling_idx" ON "dossier_stap_periodes" USING btree ("dossier_id") WHERE "dossier_stap_periodes"."fase" = 'AANVRAAG' and "dossier_stap_periodes"."stap" = 'AANVULLEN';--> statement-breakpoint
CREATE INDEX "belangrijke_datums_soort_datum_index" ON "belangrijke_datums" USING btree ("soort","datum");--> statement-breakpoint
CREATE INDEX "dossier_wijzigingen_gebruiker_idx" ON "dossier_wijzigingen" USING btree ("gebruiker_id","gewijzigd_op");--> statement-breakpoint
CREATE INDEX "dossier_wijzigingen_afgekeurd_idx" ON "dossier_wijzigingen" USING btree ("dossier_id") WHERE "dossier_wijzigingen"."nieuwe_waarde" = 'R' and "dossier_wijzigingen"."veld" like 'documenten[%].status';--> statement-breakpoint
ALTER TABLE "menu_rapportages" ADD CONSTRAINT "menu_rapportages_query_check" CHECK ("menu_rapportages"."query" in ('PRODUCTIE', 'DOORLOOPTIJD', 'WERKVOORRAAD', 'AFWIJZINGEN', 'FIRST_TIME_RIGHT'));--> statement-breakpoint
ALTER TABLE "menu_rapportages" ADD CONSTRAINT "menu_rapportages_groepering_check" CHECK ("menu_rapportages"."groepering" in ('GEEN', 'KANTOOR', 'GELDVERSTREKKER', 'ADVISEUR', 'TEAM', 'BEHANDELAAR'));--> statement-breakpoint
ALTER TABLE "menu_rapportages" ADD CONSTRAINT "menu_rapportages_tijdvak_check" CHECK ("menu_rapportages"."tijdvak" in ('MAAND', 'KWARTAAL', 'JAAR'));--> statement-breakpoint
-- ===== Hand-written below: what drizzle-kit cannot express (docs/insight.md "Storage"). =====
-- The business-day calendar: each day with the business days up to and including it, so the
-- business days after day A up to and including day B are nr(B) - nr(A). Rebuilt on every change
-- of vrije_dagen (about 22,000 rows, a few tens of milliseconds), in the transaction of the change.
CREATE FUNCTION "werkdag_kalender_vullen"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM werkdag_kalender;
  INSERT INTO werkdag_kalender (datum, nr)
  SELECT g.d::date, sum(CASE WHEN extract(isodow FROM g.d) < 6 AND v.datum IS NULL THEN 1 ELSE 0 END) OVER (ORDER BY g.d)
  FROM generate_series(date '2000-01-01', date '2060-12-31', interval '1 day') AS g(d)
  LEFT JOIN vrije_dagen v ON v.datum = g.d::date;
END $$;--> statement-breakpoint
CREATE FUNCTION "werkdag_kalender_vrije_dagen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM werkdag_kalender_vullen();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "werkdag_kalender_vrije_dagen" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vrije_dagen"
FOR EACH STATEMENT EXECUTE FUNCTION "werkdag_kalender_vrije_dagen"();--> statement-breakpoint
SELECT werkdag_kalender_vullen();--> statement-breakpoint
-- The finished stretches of the given dossiers in each phase and step, told again from their audit
-- trail: the state (fase, stap, status) after every recorded moment, where the state before the
-- first recorded change of a field is that change's old value (or, without any, the dossier's own),
-- starting at ontvangen_op; consecutive equal states form one stretch, and a stretch ends when the
-- next begins. Only running stretches (status LOPEND) are kept, with how they ended.
CREATE FUNCTION "inzicht_stappen_afleiden"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dossier_stap_periodes WHERE dossier_id = ANY(ids);
  INSERT INTO dossier_stap_periodes (dossier_id, fase, stap, begin_op, eind_op, begin_dag, eind_dag, afloop)
  WITH w AS (
    SELECT dossier_id, id, gewijzigd_op AS t, veld, oude_waarde, nieuwe_waarde
    FROM dossier_wijzigingen WHERE dossier_id = ANY(ids) AND veld IN ('fase', 'stap', 'status')
  ),
  eerst AS (
    SELECT dossier_id, min(t) AS t0,
      (array_agg(oude_waarde ORDER BY t, id) FILTER (WHERE veld = 'fase'))[1] AS fase0,
      (array_agg(oude_waarde ORDER BY t, id) FILTER (WHERE veld = 'stap'))[1] AS stap0,
      (array_agg(oude_waarde ORDER BY t, id) FILTER (WHERE veld = 'status'))[1] AS status0
    FROM w GROUP BY dossier_id
  ),
  momenten AS (
    SELECT d.id AS dossier_id, least(d.ontvangen_op, e.t0) AS t, 0 AS id, NULL::text AS veld, NULL::text AS waarde
    FROM dossiers d JOIN eerst e ON e.dossier_id = d.id
    UNION ALL
    SELECT dossier_id, t, id, veld, nieuwe_waarde FROM w
  ),
  groepen AS (
    SELECT m.*,
      count(*) FILTER (WHERE veld = 'fase') OVER o AS fg,
      count(*) FILTER (WHERE veld = 'stap') OVER o AS sg,
      count(*) FILTER (WHERE veld = 'status') OVER o AS tg
    FROM momenten m WINDOW o AS (PARTITION BY dossier_id ORDER BY t, id)
  ),
  standen AS (
    SELECT g.dossier_id, g.t, g.id,
      coalesce(max(CASE WHEN g.veld = 'fase' THEN g.waarde END) OVER (PARTITION BY g.dossier_id, g.fg), e.fase0, d.fase) AS fase,
      coalesce(max(CASE WHEN g.veld = 'stap' THEN g.waarde END) OVER (PARTITION BY g.dossier_id, g.sg), e.stap0, d.stap) AS stap,
      coalesce(max(CASE WHEN g.veld = 'status' THEN g.waarde END) OVER (PARTITION BY g.dossier_id, g.tg), e.status0, d.status) AS status
    FROM groepen g JOIN eerst e ON e.dossier_id = g.dossier_id JOIN dossiers d ON d.id = g.dossier_id
  ),
  laatste AS (
    SELECT DISTINCT ON (dossier_id, t) dossier_id, t, fase, stap, status FROM standen ORDER BY dossier_id, t, id DESC
  ),
  grenzen AS (
    SELECT l.*,
      CASE WHEN lag(fase) OVER o IS DISTINCT FROM fase OR lag(stap) OVER o IS DISTINCT FROM stap OR lag(status) OVER o IS DISTINCT FROM status THEN 1 ELSE 0 END AS nieuwe_stap,
      CASE WHEN lag(fase) OVER o IS DISTINCT FROM fase OR lag(status) OVER o IS DISTINCT FROM status THEN 1 ELSE 0 END AS nieuwe_fase
    FROM laatste l WINDOW o AS (PARTITION BY dossier_id ORDER BY t)
  ),
  genummerd AS (
    SELECT g.*, sum(nieuwe_stap) OVER o AS stap_nr, sum(nieuwe_fase) OVER o AS fase_nr
    FROM grenzen g WINDOW o AS (PARTITION BY dossier_id ORDER BY t)
  ),
  stukken AS (
    SELECT dossier_id, fase, stap, status, min(t) AS begin_op FROM genummerd GROUP BY dossier_id, stap_nr, fase, stap, status
    UNION ALL
    SELECT dossier_id, fase, NULL, status, min(t) FROM genummerd GROUP BY dossier_id, fase_nr, fase, status
  ),
  afgelopen AS (
    SELECT s.*, lead(begin_op) OVER o AS eind_op, lead(status) OVER o AS volgende_status
    FROM stukken s WINDOW o AS (PARTITION BY dossier_id, stap IS NULL ORDER BY begin_op)
  )
  SELECT dossier_id, fase, stap, begin_op, eind_op,
    (begin_op AT TIME ZONE 'Europe/Amsterdam')::date, (eind_op AT TIME ZONE 'Europe/Amsterdam')::date,
    CASE WHEN volgende_status = 'LOPEND' THEN 'VOLGENDE' ELSE volgende_status END
  FROM afgelopen WHERE status = 'LOPEND' AND eind_op IS NOT NULL;
END $$;--> statement-breakpoint
-- Every recorded phase, step or status change derives the dossier's stretches again, in the
-- transaction of the change: the application, a job, an import and the seed alike.
CREATE FUNCTION "inzicht_wijzigingen_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := ARRAY(SELECT DISTINCT dossier_id FROM nieuw WHERE veld IN ('fase', 'stap', 'status') ORDER BY 1);
BEGIN
  IF cardinality(ids) > 0 THEN
    PERFORM inzicht_stappen_afleiden(ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "inzicht_wijzigingen_insert" AFTER INSERT ON "dossier_wijzigingen" REFERENCING NEW TABLE AS nieuw
FOR EACH STATEMENT EXECUTE FUNCTION "inzicht_wijzigingen_insert"();--> statement-breakpoint
-- Audit rows are not removed in use; should some be (a repair, a test), the stretches follow.
CREATE FUNCTION "inzicht_wijzigingen_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := ARRAY(SELECT DISTINCT dossier_id FROM oud WHERE veld IN ('fase', 'stap', 'status') ORDER BY 1);
BEGIN
  IF cardinality(ids) > 0 THEN
    PERFORM inzicht_stappen_afleiden(ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "inzicht_wijzigingen_delete" AFTER DELETE ON "dossier_wijzigingen" REFERENCING OLD TABLE AS oud
FOR EACH STATEMENT EXECUTE FUNCTION "inzicht_wijzigingen_delete"();--> statement-breakpoint
SELECT inzicht_stappen_afleiden(ARRAY(SELECT DISTINCT dossier_id FROM dossier_wijzigingen WHERE veld IN ('fase', 'stap', 'status')));--> statement-breakpoint
-- The loyalty thresholds per quarter (Beheer › Loyaliteit).
INSERT INTO "loyaliteit_niveaus" ("niveau", "geldig_vanaf", "min_aanvragen", "min_first_time_right", "min_compleet", "max_aanlevertijd", "omschrijving") VALUES
  ('GOUD', '2020-01-01', 12, 75, 80, 4, 'Voorrang bij de acceptatie en een vaste contactpersoon in de backoffice.'),
  ('ZILVER', '2020-01-01', 8, 60, 65, 6, 'Voorrang bij de acceptatie.'),
  ('BRONS', '2020-01-01', 4, 45, 50, 8, 'Maandelijks overzicht van de eigen doorlooptijden.');--> statement-breakpoint
-- The norms were free text; they hold per phase or step now ('FASE' or 'FASE.STAP').
DELETE FROM "doorlooptijden" WHERE "stap" IN ('Aanvraag tot offerte', 'Offerte tot getekende retour', 'Stukken compleet tot acceptatie', 'Acceptatie tot passeren');--> statement-breakpoint
INSERT INTO "doorlooptijden" ("stap", "segment", "norm_werkdagen", "signaal_werkdagen") VALUES
  ('AANVRAAG', NULL, 10, 7),
  ('AANVRAAG.ONTVANGEN', NULL, 1, 1),
  ('AANVRAAG.BEOORDELEN', NULL, 3, 2),
  ('AANVRAAG.BEOORDELEN', 'VOLMACHT', 2, 1),
  ('AANVRAAG.AANVULLEN', NULL, 5, 3),
  ('AANVRAAG.GOEDGEKEURD', NULL, 2, 1),
  ('RENTEAANBOD', NULL, 10, 7),
  ('RENTEAANBOD.AANGEVRAAGD', NULL, 1, 1),
  ('RENTEAANBOD.UITGEBRACHT', NULL, 7, 5),
  ('RENTEAANBOD.GETEKEND', NULL, 2, 1),
  ('HYPOTHEEKAANBOD', NULL, 15, 10),
  ('HYPOTHEEKAANBOD.DOCUMENTEN_OPVRAGEN', NULL, 5, 3),
  ('HYPOTHEEKAANBOD.DOCUMENTEN_BEOORDELEN', NULL, 3, 2),
  ('HYPOTHEEKAANBOD.DOCUMENTEN_BEOORDELEN', 'VERHUUR', 5, 3),
  ('HYPOTHEEKAANBOD.UITGEBRACHT', NULL, 5, 3),
  ('HYPOTHEEKAANBOD.GETEKEND', NULL, 2, 1),
  ('PASSEREN', NULL, 20, 15),
  ('PASSEREN.PASSEEROPDRACHT', NULL, 3, 2),
  ('PASSEREN.GEPLAND', NULL, 15, 10),
  ('PASSEREN.GEPASSEERD', NULL, 2, 1);--> statement-breakpoint
-- The demo's report entries, each on its query of the fixed set (contract/insight/reports.ts).
UPDATE "menu_rapportages" SET "query" = 'PRODUCTIE', "groepering" = 'GEEN', "tijdvak" = 'MAAND' WHERE "label" = 'Productie per maand';--> statement-breakpoint
UPDATE "menu_rapportages" SET "query" = 'DOORLOOPTIJD', "groepering" = 'GEEN' WHERE "label" = 'Doorlooptijd per fase';--> statement-breakpoint
UPDATE "menu_rapportages" SET "query" = 'WERKVOORRAAD', "groepering" = 'BEHANDELAAR', "permissie" = 'MENU_WERKVERDELING_VIEW' WHERE "label" = 'Werkvoorraad per behandelaar';--> statement-breakpoint
UPDATE "menu_rapportages" SET "query" = 'AFWIJZINGEN', "groepering" = 'GELDVERSTREKKER' WHERE "label" = 'Afwijzingen per geldverstrekker';--> statement-breakpoint
UPDATE "menu_rapportages" SET "query" = 'FIRST_TIME_RIGHT', "groepering" = 'KANTOOR' WHERE "label" = 'First time right per kantoor';
