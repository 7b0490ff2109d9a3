-- Hand-written (docs/insight.md "Stretches"): a dossier rejected or ended and then reopened in the
-- same phase and step has not entered that step again. The stretches are derived as migration 0045
-- derives them, except that a stretch running again after such a pause begins when the dossier
-- first entered the step: a run of pieces in one phase and step, split only by a closed status, is
-- one entry (its begin, its business days counted from there). The stretch that ended with the
-- rejection stays, so the rejection still counts in its period; it begins at the same moment, so
-- the step's entries (`entries`, `firstEntry`, all per dossier) count the dossier once. The
-- lead-time counts follow in the same statement, as before.
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
      SELECT s.*, lead(begin_op) OVER o AS eind_op, lead(status) OVER o AS volgende_status,
        CASE WHEN lag(fase) OVER o IS DISTINCT FROM fase OR lag(stap) OVER o IS DISTINCT FROM stap THEN 1 ELSE 0 END AS nieuwe_keten
      FROM stukken s WINDOW o AS (PARTITION BY dossier_id, stap IS NULL ORDER BY begin_op)
    ),
    ketens AS (
      SELECT a.*, sum(nieuwe_keten) OVER (PARTITION BY dossier_id, stap IS NULL ORDER BY begin_op) AS keten FROM afgelopen a
    ),
    binnenkomst AS (
      SELECT k.*, min(begin_op) FILTER (WHERE status = 'LOPEND') OVER (PARTITION BY dossier_id, stap IS NULL, keten) AS eerste_op FROM ketens k
    )
    SELECT a.dossier_id, a.fase, a.stap, a.eerste_op, a.eind_op, d.begin_dag, d.eind_dag, ke.nr - kb.nr,
      CASE WHEN a.volgende_status = 'LOPEND' THEN 'VOLGENDE' ELSE a.volgende_status END
    FROM binnenkomst a
    CROSS JOIN LATERAL (SELECT (a.eerste_op AT TIME ZONE 'Europe/Amsterdam')::date AS begin_dag, (a.eind_op AT TIME ZONE 'Europe/Amsterdam')::date AS eind_dag) d
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
-- The dossiers ever reopened are derived again under the new rule; the others' stretches are as they were.
SELECT inzicht_stappen_afleiden(coalesce(array_agg(DISTINCT dossier_id), '{}'))
FROM dossier_wijzigingen WHERE veld = 'status' AND nieuwe_waarde = 'LOPEND';
