DROP INDEX "dossier_stap_periodes_begin_idx";--> statement-breakpoint
ALTER TABLE "dossier_stap_periodes" ADD COLUMN "werkdagen" integer;--> statement-breakpoint
CREATE INDEX "dossier_documenten_afgekeurd_idx" ON "dossier_documenten" USING btree ("dossier_id") WHERE "dossier_documenten"."status" = 'R';--> statement-breakpoint
CREATE INDEX "dossier_stap_periodes_begin_idx" ON "dossier_stap_periodes" USING btree ("fase","stap","begin_op","dossier_id");
--> statement-breakpoint
-- ===== Hand-written below: what drizzle-kit cannot express (docs/insight.md "Storage and speed"). =====
-- The stretches as migration 0040 derives them, now with their business days (werkdagen): the
-- same statement, the calendar looked up once per stretch when it is derived instead of twice per
-- stretch on every lead-time call.
CREATE OR REPLACE FUNCTION "inzicht_stappen_afleiden"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dossier_stap_periodes WHERE dossier_id = ANY(ids);
  INSERT INTO dossier_stap_periodes (dossier_id, fase, stap, begin_op, eind_op, begin_dag, eind_dag, werkdagen, afloop)
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
  SELECT a.dossier_id, a.fase, a.stap, a.begin_op, a.eind_op, d.begin_dag, d.eind_dag, ke.nr - kb.nr,
    CASE WHEN a.volgende_status = 'LOPEND' THEN 'VOLGENDE' ELSE a.volgende_status END
  FROM afgelopen a
  CROSS JOIN LATERAL (SELECT (a.begin_op AT TIME ZONE 'Europe/Amsterdam')::date AS begin_dag, (a.eind_op AT TIME ZONE 'Europe/Amsterdam')::date AS eind_dag) d
  LEFT JOIN werkdag_kalender kb ON kb.datum = d.begin_dag
  LEFT JOIN werkdag_kalender ke ON ke.datum = d.eind_dag
  WHERE a.status = 'LOPEND' AND a.eind_op IS NOT NULL;
END $$;--> statement-breakpoint
-- The calendar as before, and then the business days of the stretches whose count it may have
-- moved: a vrije dag added or removed renumbers the days from it on, so only the stretches that
-- end on or after the first renumbered day are counted again (most vrije dagen lie ahead, where
-- no stretch has ended yet). In the transaction of the change.
CREATE OR REPLACE FUNCTION "werkdag_kalender_vullen"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  vanaf date;
BEGIN
  CREATE TEMP TABLE werkdag_kalender_nieuw ON COMMIT DROP AS
  SELECT g.d::date AS datum, sum(CASE WHEN extract(isodow FROM g.d) < 6 AND v.datum IS NULL THEN 1 ELSE 0 END) OVER (ORDER BY g.d)::integer AS nr
  FROM generate_series(date '2000-01-01', date '2060-12-31', interval '1 day') AS g(d)
  LEFT JOIN vrije_dagen v ON v.datum = g.d::date;
  SELECT min(n.datum) INTO vanaf FROM werkdag_kalender_nieuw n LEFT JOIN werkdag_kalender k ON k.datum = n.datum WHERE k.nr IS DISTINCT FROM n.nr;
  DELETE FROM werkdag_kalender;
  INSERT INTO werkdag_kalender (datum, nr) SELECT datum, nr FROM werkdag_kalender_nieuw;
  DROP TABLE werkdag_kalender_nieuw;
  IF vanaf IS NOT NULL THEN
    UPDATE dossier_stap_periodes v SET werkdagen = ke.nr - kb.nr
    FROM werkdag_kalender kb, werkdag_kalender ke
    WHERE kb.datum = v.begin_dag AND ke.datum = v.eind_dag
      AND v.eind_op >= (vanaf - 1)::timestamptz AND v.eind_dag >= vanaf AND v.werkdagen IS DISTINCT FROM ke.nr - kb.nr;
  END IF;
END $$;--> statement-breakpoint
-- The business days of the stretches already there, written by copying the rows back rather than
-- updating them in place: an UPDATE of every row would leave the table twice its size (each row's
-- old version stays until a VACUUM FULL), and the lead times read a year of it per call.
CREATE TEMP TABLE "stap_periodes_zonder_werkdagen" ON COMMIT DROP AS SELECT * FROM "dossier_stap_periodes";--> statement-breakpoint
TRUNCATE "dossier_stap_periodes";--> statement-breakpoint
INSERT INTO "dossier_stap_periodes" (id, dossier_id, fase, stap, begin_op, eind_op, begin_dag, eind_dag, werkdagen, afloop)
SELECT o.id, o.dossier_id, o.fase, o.stap, o.begin_op, o.eind_op, o.begin_dag, o.eind_dag, ke.nr - kb.nr, o.afloop
FROM "stap_periodes_zonder_werkdagen" o
LEFT JOIN werkdag_kalender kb ON kb.datum = o.begin_dag
LEFT JOIN werkdag_kalender ke ON ke.datum = o.eind_dag
ORDER BY o.id;
