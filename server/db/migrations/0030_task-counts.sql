CREATE TABLE "taak_tellingen" (
	"gebruiker_id" integer,
	"geldverstrekker_id" integer,
	"toegewezen_aan_id" integer,
	"team_id" integer,
	"aantal" integer NOT NULL,
	CONSTRAINT "taak_tellingen_key" UNIQUE NULLS NOT DISTINCT("gebruiker_id","geldverstrekker_id","toegewezen_aan_id","team_id")
);
--> statement-breakpoint
-- The counts of the open tasks there are now (per holder) and of those each user has read; from
-- here on the triggers below keep them, in the transaction of every write (docs/tasks.md).
INSERT INTO "taak_tellingen" ("gebruiker_id", "geldverstrekker_id", "toegewezen_aan_id", "team_id", "aantal")
SELECT NULL, "geldverstrekker_id", "toegewezen_aan_id", "team_id", count(*) FROM "taken"
WHERE NOT "gedaan" AND NOT "gearchiveerd" GROUP BY 2, 3, 4
UNION ALL
SELECT g."gebruiker_id", t."geldverstrekker_id", t."toegewezen_aan_id", t."team_id", count(*)
FROM "taak_gelezen" g JOIN "taken" t ON t."id" = g."taak_id"
WHERE NOT t."gedaan" AND NOT t."gearchiveerd" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- New tasks: the open ones count for their holder (nobody has read them yet).
CREATE FUNCTION "taak_tellingen_taken_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO taak_tellingen AS c (gebruiker_id, geldverstrekker_id, toegewezen_aan_id, team_id, aantal)
  SELECT NULL, geldverstrekker_id, toegewezen_aan_id, team_id, count(*) FROM nieuw
  WHERE NOT gedaan AND NOT gearchiveerd GROUP BY 2, 3, 4 ORDER BY 2, 3, 4
  ON CONFLICT ON CONSTRAINT taak_tellingen_key DO UPDATE SET aantal = c.aantal + excluded.aantal;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "taak_tellingen_taken_insert" AFTER INSERT ON "taken" REFERENCING NEW TABLE AS nieuw
FOR EACH STATEMENT EXECUTE FUNCTION "taak_tellingen_taken_insert"();--> statement-breakpoint
-- Changed tasks: out of the old holder's open count (and its readers') when it was open, into
-- the new one's when it is open now. A change that keeps a task open with its holder (priority,
-- subject, deadline) nets to zero and writes nothing.
CREATE FUNCTION "taak_tellingen_taken_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO taak_tellingen AS c (gebruiker_id, geldverstrekker_id, toegewezen_aan_id, team_id, aantal)
  SELECT gebruiker_id, geldverstrekker_id, toegewezen_aan_id, team_id, sum(d) FROM (
    SELECT NULL::integer AS gebruiker_id, o.geldverstrekker_id, o.toegewezen_aan_id, o.team_id, -1 AS d FROM oud o
    WHERE NOT o.gedaan AND NOT o.gearchiveerd
    UNION ALL
    SELECT NULL, n.geldverstrekker_id, n.toegewezen_aan_id, n.team_id, 1 FROM nieuw n
    WHERE NOT n.gedaan AND NOT n.gearchiveerd
    UNION ALL
    SELECT g.gebruiker_id, o.geldverstrekker_id, o.toegewezen_aan_id, o.team_id, -1 FROM oud o JOIN taak_gelezen g ON g.taak_id = o.id
    WHERE NOT o.gedaan AND NOT o.gearchiveerd
    UNION ALL
    SELECT g.gebruiker_id, n.geldverstrekker_id, n.toegewezen_aan_id, n.team_id, 1 FROM nieuw n JOIN taak_gelezen g ON g.taak_id = n.id
    WHERE NOT n.gedaan AND NOT n.gearchiveerd
  ) x GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT taak_tellingen_key DO UPDATE SET aantal = c.aantal + excluded.aantal;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "taak_tellingen_taken_update" AFTER UPDATE ON "taken" REFERENCING OLD TABLE AS oud NEW TABLE AS nieuw
FOR EACH STATEMENT EXECUTE FUNCTION "taak_tellingen_taken_update"();--> statement-breakpoint
-- A deleted task: before the delete, while its read marks (which cascade away) still say who read it.
CREATE FUNCTION "taak_tellingen_taken_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT OLD.gedaan AND NOT OLD.gearchiveerd THEN
    INSERT INTO taak_tellingen AS c (gebruiker_id, geldverstrekker_id, toegewezen_aan_id, team_id, aantal)
    SELECT NULL, OLD.geldverstrekker_id, OLD.toegewezen_aan_id, OLD.team_id, -1
    UNION ALL
    SELECT g.gebruiker_id, OLD.geldverstrekker_id, OLD.toegewezen_aan_id, OLD.team_id, -1 FROM taak_gelezen g WHERE g.taak_id = OLD.id
    ON CONFLICT ON CONSTRAINT taak_tellingen_key DO UPDATE SET aantal = c.aantal + excluded.aantal;
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "taak_tellingen_taken_delete" BEFORE DELETE ON "taken"
FOR EACH ROW EXECUTE FUNCTION "taak_tellingen_taken_delete"();--> statement-breakpoint
-- Read marks of open tasks, per reader and holder. The task rows are locked for share, so a
-- concurrent hand-over or done waits (or is waited for) and the holder counted is the one that stays.
CREATE FUNCTION "taak_tellingen_gelezen_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO taak_tellingen AS c (gebruiker_id, geldverstrekker_id, toegewezen_aan_id, team_id, aantal)
  SELECT n.gebruiker_id, t.geldverstrekker_id, t.toegewezen_aan_id, t.team_id, count(*)
  FROM nieuw n JOIN (SELECT * FROM taken WHERE id IN (SELECT taak_id FROM nieuw) FOR SHARE) t ON t.id = n.taak_id
  WHERE NOT t.gedaan AND NOT t.gearchiveerd GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT taak_tellingen_key DO UPDATE SET aantal = c.aantal + excluded.aantal;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "taak_tellingen_gelezen_insert" AFTER INSERT ON "taak_gelezen" REFERENCING NEW TABLE AS nieuw
FOR EACH STATEMENT EXECUTE FUNCTION "taak_tellingen_gelezen_insert"();--> statement-breakpoint
-- Removed read marks (unread again, a hand-over, a deleted user). Those of a task deleted in the
-- same statement find no task: its delete trigger has already taken them off.
CREATE FUNCTION "taak_tellingen_gelezen_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO taak_tellingen AS c (gebruiker_id, geldverstrekker_id, toegewezen_aan_id, team_id, aantal)
  SELECT o.gebruiker_id, t.geldverstrekker_id, t.toegewezen_aan_id, t.team_id, -count(*)
  FROM oud o JOIN (SELECT * FROM taken WHERE id IN (SELECT taak_id FROM oud) FOR SHARE) t ON t.id = o.taak_id
  WHERE NOT t.gedaan AND NOT t.gearchiveerd GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT taak_tellingen_key DO UPDATE SET aantal = c.aantal + excluded.aantal;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "taak_tellingen_gelezen_delete" AFTER DELETE ON "taak_gelezen" REFERENCING OLD TABLE AS oud
FOR EACH STATEMENT EXECUTE FUNCTION "taak_tellingen_gelezen_delete"();
