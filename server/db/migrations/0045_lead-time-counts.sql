CREATE TABLE "doorlooptijd_tellingen" (
	"maand" date NOT NULL,
	"fase" text NOT NULL,
	"stap" text,
	"geldverstrekker_id" integer,
	"kantoor_type" text,
	"cds" boolean NOT NULL,
	"btl" boolean NOT NULL,
	"lening_type" text NOT NULL,
	"werkdagen" integer NOT NULL,
	"aantal" integer NOT NULL,
	CONSTRAINT "doorlooptijd_tellingen_sleutel" UNIQUE NULLS NOT DISTINCT("maand","fase","stap","geldverstrekker_id","kantoor_type","cds","btl","lening_type","werkdagen")
);
--> statement-breakpoint
-- ===== Hand-written below: what drizzle-kit cannot express (docs/insight.md "Storage and speed"). =====
-- The stretches as migration 0043 derives them, and in the same statement the lead-time counts
-- changed by what the derivation removed and added: only the difference is written, so a step
-- change of one dossier touches the count of the stretch that just ended, not every count of
-- the dossier's history. The counts are written in the order of their key, so two transactions
-- that change the same counts take their locks in the same order.
CREATE OR REPLACE FUNCTION "inzicht_stappen_afleiden"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH weg AS (
    DELETE FROM dossier_stap_periodes WHERE dossier_id = ANY(ids)
    RETURNING dossier_id, fase, stap, eind_dag, werkdagen, afloop
  ),
  nieuw AS (
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
    WHERE a.status = 'LOPEND' AND a.eind_op IS NOT NULL
    RETURNING dossier_id, fase, stap, eind_dag, werkdagen, afloop
  )
  INSERT INTO doorlooptijd_tellingen AS t (maand, fase, stap, geldverstrekker_id, kantoor_type, cds, btl, lening_type, werkdagen, aantal)
  SELECT date_trunc('month', x.eind_dag)::date, x.fase, x.stap, d.geldverstrekker_id, k.kantoor_type, d.cds, d.btl, d.lening_type, x.werkdagen, sum(x.teken)::int
  FROM (SELECT weg.*, -1 AS teken FROM weg UNION ALL SELECT nieuw.*, 1 FROM nieuw) x
  JOIN dossiers d ON d.id = x.dossier_id
  LEFT JOIN kantoren k ON k.id = d.kantoor_id
  WHERE x.afloop IN ('VOLGENDE', 'AFGEROND') AND x.werkdagen IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 HAVING sum(x.teken) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT ON CONSTRAINT doorlooptijd_tellingen_sleutel DO UPDATE SET aantal = t.aantal + excluded.aantal;
END $$;--> statement-breakpoint
-- The counts of every stretch that ended from the month of `vanaf` on (all with null), counted
-- again: after a change of the vrije dagen, and once below for the stretches already there.
CREATE FUNCTION "doorlooptijd_tellingen_opnieuw"(vanaf date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  eerste date := date_trunc('month', coalesce(vanaf, date '0001-01-01'))::date;
BEGIN
  DELETE FROM doorlooptijd_tellingen WHERE maand >= eerste;
  INSERT INTO doorlooptijd_tellingen (maand, fase, stap, geldverstrekker_id, kantoor_type, cds, btl, lening_type, werkdagen, aantal)
  SELECT date_trunc('month', x.eind_dag)::date, x.fase, x.stap, d.geldverstrekker_id, k.kantoor_type, d.cds, d.btl, d.lening_type, x.werkdagen, count(*)::int
  FROM dossier_stap_periodes x
  JOIN dossiers d ON d.id = x.dossier_id
  LEFT JOIN kantoren k ON k.id = d.kantoor_id
  WHERE x.eind_dag >= eerste AND x.afloop IN ('VOLGENDE', 'AFGEROND') AND x.werkdagen IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
END $$;--> statement-breakpoint
-- The calendar as migration 0043 fills it, and then the counts of the months whose stretches it
-- counted again. The stretches are locked against other writers first (a step change waits, and
-- then counts on the new numbers), so the counts taken again miss no concurrent change.
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
    LOCK TABLE dossier_stap_periodes IN SHARE ROW EXCLUSIVE MODE;
    UPDATE dossier_stap_periodes v SET werkdagen = ke.nr - kb.nr
    FROM werkdag_kalender kb, werkdag_kalender ke
    WHERE kb.datum = v.begin_dag AND ke.datum = v.eind_dag
      AND v.eind_op >= (vanaf - 1)::timestamptz AND v.eind_dag >= vanaf AND v.werkdagen IS DISTINCT FROM ke.nr - kb.nr;
    PERFORM doorlooptijd_tellingen_opnieuw(vanaf);
  END IF;
END $$;--> statement-breakpoint
-- One dossier's counts under the given values of the columns they are kept by: taken away (p_teken
-- -1) or added (1).
CREATE FUNCTION "doorlooptijd_tellingen_dossier_bij"(p_dossier integer, p_teken integer, p_gv integer, p_kantoor integer, p_cds boolean, p_btl boolean, p_lening text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO doorlooptijd_tellingen AS t (maand, fase, stap, geldverstrekker_id, kantoor_type, cds, btl, lening_type, werkdagen, aantal)
  SELECT date_trunc('month', x.eind_dag)::date, x.fase, x.stap, p_gv, (SELECT k.kantoor_type FROM kantoren k WHERE k.id = p_kantoor), p_cds, p_btl, p_lening, x.werkdagen, p_teken * count(*)::int
  FROM dossier_stap_periodes x
  WHERE x.dossier_id = p_dossier AND x.afloop IN ('VOLGENDE', 'AFGEROND') AND x.werkdagen IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT ON CONSTRAINT doorlooptijd_tellingen_sleutel DO UPDATE SET aantal = t.aantal + excluded.aantal;
$$;--> statement-breakpoint
-- A dossier's money provider, office, CDS, BTL or loan type changed: its counts move along. A
-- dossier removed takes its counts with it (before its stretches go by the cascade).
CREATE FUNCTION "doorlooptijd_tellingen_dossier"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM doorlooptijd_tellingen_dossier_bij(OLD.id, -1, OLD.geldverstrekker_id, OLD.kantoor_id, OLD.cds, OLD.btl, OLD.lening_type);
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  PERFORM doorlooptijd_tellingen_dossier_bij(NEW.id, 1, NEW.geldverstrekker_id, NEW.kantoor_id, NEW.cds, NEW.btl, NEW.lening_type);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "doorlooptijd_tellingen_dossier_update" AFTER UPDATE OF geldverstrekker_id, kantoor_id, cds, btl, lening_type ON "dossiers"
FOR EACH ROW WHEN (OLD.geldverstrekker_id IS DISTINCT FROM NEW.geldverstrekker_id OR OLD.kantoor_id IS DISTINCT FROM NEW.kantoor_id
  OR OLD.cds IS DISTINCT FROM NEW.cds OR OLD.btl IS DISTINCT FROM NEW.btl OR OLD.lening_type IS DISTINCT FROM NEW.lening_type)
EXECUTE FUNCTION "doorlooptijd_tellingen_dossier"();--> statement-breakpoint
CREATE TRIGGER "doorlooptijd_tellingen_dossier_delete" BEFORE DELETE ON "dossiers"
FOR EACH ROW EXECUTE FUNCTION "doorlooptijd_tellingen_dossier"();--> statement-breakpoint
-- An office's kind changed (volmacht or not): the counts of its dossiers move along, with the
-- stretches locked against step changes meanwhile as above.
CREATE FUNCTION "doorlooptijd_tellingen_kantoor"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE dossier_stap_periodes IN SHARE ROW EXCLUSIVE MODE;
  INSERT INTO doorlooptijd_tellingen AS t (maand, fase, stap, geldverstrekker_id, kantoor_type, cds, btl, lening_type, werkdagen, aantal)
  SELECT date_trunc('month', x.eind_dag)::date, x.fase, x.stap, d.geldverstrekker_id, s.kantoor_type, d.cds, d.btl, d.lening_type, x.werkdagen, sum(s.teken)::int
  FROM dossiers d
  JOIN dossier_stap_periodes x ON x.dossier_id = d.id
  CROSS JOIN (VALUES (-1, OLD.kantoor_type), (1, NEW.kantoor_type)) s(teken, kantoor_type)
  WHERE d.kantoor_id = NEW.id AND x.afloop IN ('VOLGENDE', 'AFGEROND') AND x.werkdagen IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 HAVING sum(s.teken) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT ON CONSTRAINT doorlooptijd_tellingen_sleutel DO UPDATE SET aantal = t.aantal + excluded.aantal;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "doorlooptijd_tellingen_kantoor" AFTER UPDATE OF kantoor_type ON "kantoren"
FOR EACH ROW WHEN (OLD.kantoor_type IS DISTINCT FROM NEW.kantoor_type)
EXECUTE FUNCTION "doorlooptijd_tellingen_kantoor"();--> statement-breakpoint
SELECT doorlooptijd_tellingen_opnieuw(NULL);
