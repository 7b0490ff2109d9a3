CREATE TABLE "mail_bijlagen" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"bestand_id" integer NOT NULL,
	"inline" boolean DEFAULT false NOT NULL,
	"content_id" text,
	"volgorde" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_concept_bijlagen" (
	"id" serial PRIMARY KEY NOT NULL,
	"bestand_id" integer NOT NULL,
	"gebruiker_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_concept_bijlagen_bestandId_unique" UNIQUE("bestand_id")
);
--> statement-breakpoint
CREATE TABLE "mail_tellingen" (
	"postvak_id" integer NOT NULL,
	"map" text NOT NULL,
	"richting" text NOT NULL,
	"gearchiveerd" boolean NOT NULL,
	"aantal" integer NOT NULL,
	"ongelezen" integer NOT NULL,
	CONSTRAINT "mail_tellingen_key" UNIQUE("postvak_id","map","richting","gearchiveerd")
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"postvak_id" integer NOT NULL,
	"map" text DEFAULT 'INBOX' NOT NULL,
	"richting" text NOT NULL,
	"vingerafdruk" text NOT NULL,
	"message_id" text,
	"in_reply_to" text,
	"van_adres" text NOT NULL,
	"van_naam" text,
	"aan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"onderwerp" text DEFAULT '' NOT NULL,
	"tekst" text DEFAULT '' NOT NULL,
	"html" text,
	"ontvangen_op" timestamp with time zone DEFAULT now() NOT NULL,
	"gelezen" boolean DEFAULT false NOT NULL,
	"opvolgen" boolean DEFAULT false NOT NULL,
	"prioriteit_id" integer DEFAULT 3 NOT NULL,
	"deadline" timestamp with time zone,
	"gearchiveerd" boolean DEFAULT false NOT NULL,
	"dossier_id" integer,
	"kantoor_id" integer,
	"koppeling" text,
	"aantal_bijlagen" integer DEFAULT 0 NOT NULL,
	"grootte" integer DEFAULT 0 NOT NULL,
	"verzendstatus" text,
	"verzendfout" text,
	"aangemaakt_door" integer,
	CONSTRAINT "mails_vingerafdruk" UNIQUE("postvak_id","vingerafdruk"),
	CONSTRAINT "mails_map" CHECK ("mails"."map" in ('INBOX', 'IN_BEHANDELING', 'WACHT_OP_REACTIE', 'VERZONDEN')),
	CONSTRAINT "mails_richting" CHECK ("mails"."richting" in ('IN', 'UIT')),
	CONSTRAINT "mails_koppeling" CHECK ("mails"."koppeling" in ('AUTOMATISCH', 'HANDMATIG')),
	CONSTRAINT "mails_verzendstatus" CHECK ("mails"."verzendstatus" in ('WACHTEND', 'VERZONDEN', 'NIET_VERZONDEN')),
	CONSTRAINT "mails_prioriteit" CHECK ("mails"."prioriteit_id" in (1, 2, 3)),
	CONSTRAINT "mails_een_koppeling" CHECK ("mails"."dossier_id" is null or "mails"."kantoor_id" is null)
);
--> statement-breakpoint
CREATE TABLE "postvak_rechten" (
	"id" serial PRIMARY KEY NOT NULL,
	"gebruiker_id" integer NOT NULL,
	"postvak_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postvak_rechten_uniek" UNIQUE("gebruiker_id","postvak_id")
);
--> statement-breakpoint
CREATE TABLE "postvakken" (
	"id" serial PRIMARY KEY NOT NULL,
	"gebruiker_id" integer,
	"team_id" integer,
	"adres" text NOT NULL,
	"actief" boolean NOT NULL,
	CONSTRAINT "postvakken_gebruikerId_unique" UNIQUE("gebruiker_id"),
	CONSTRAINT "postvakken_teamId_unique" UNIQUE("team_id"),
	CONSTRAINT "postvakken_eigenaar" CHECK (("postvakken"."gebruiker_id" is null) <> ("postvakken"."team_id" is null))
);
--> statement-breakpoint
ALTER TABLE "uitgaande_mails" ADD COLUMN "cc" text;--> statement-breakpoint
ALTER TABLE "uitgaande_mails" ADD COLUMN "van" text;--> statement-breakpoint
ALTER TABLE "uitgaande_mails" ADD COLUMN "mail_id" integer;--> statement-breakpoint
ALTER TABLE "uitgaande_mails" ADD COLUMN "opgegeven_op" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_bijlagen" ADD CONSTRAINT "mail_bijlagen_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_bijlagen" ADD CONSTRAINT "mail_bijlagen_bestand_id_bestanden_id_fk" FOREIGN KEY ("bestand_id") REFERENCES "public"."bestanden"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_concept_bijlagen" ADD CONSTRAINT "mail_concept_bijlagen_bestand_id_bestanden_id_fk" FOREIGN KEY ("bestand_id") REFERENCES "public"."bestanden"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_concept_bijlagen" ADD CONSTRAINT "mail_concept_bijlagen_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_postvak_id_postvakken_id_fk" FOREIGN KEY ("postvak_id") REFERENCES "public"."postvakken"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_kantoor_id_kantoren_id_fk" FOREIGN KEY ("kantoor_id") REFERENCES "public"."kantoren"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_aangemaakt_door_gebruikers_id_fk" FOREIGN KEY ("aangemaakt_door") REFERENCES "public"."gebruikers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postvak_rechten" ADD CONSTRAINT "postvak_rechten_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postvak_rechten" ADD CONSTRAINT "postvak_rechten_postvak_id_postvakken_id_fk" FOREIGN KEY ("postvak_id") REFERENCES "public"."postvakken"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postvakken" ADD CONSTRAINT "postvakken_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postvakken" ADD CONSTRAINT "postvakken_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_bijlagen_mail_id_index" ON "mail_bijlagen" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "mail_bijlagen_bestand_id_index" ON "mail_bijlagen" USING btree ("bestand_id");--> statement-breakpoint
CREATE INDEX "mail_concept_bijlagen_gebruiker_id_created_at_index" ON "mail_concept_bijlagen" USING btree ("gebruiker_id","created_at");--> statement-breakpoint
CREATE INDEX "mails_lijst_idx" ON "mails" USING btree ("postvak_id","map","ontvangen_op" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not gearchiveerd;--> statement-breakpoint
CREATE INDEX "mails_archief_idx" ON "mails" USING btree ("postvak_id","ontvangen_op" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE gearchiveerd;--> statement-breakpoint
CREATE INDEX "mails_ongelezen_idx" ON "mails" USING btree ("postvak_id","map") WHERE not gelezen and not gearchiveerd and richting = 'IN';--> statement-breakpoint
CREATE INDEX "mails_werk_idx" ON "mails" USING btree ("postvak_id",coalesce("deadline", "ontvangen_op"),"id") WHERE not gearchiveerd and richting = 'IN';--> statement-breakpoint
CREATE INDEX "mails_werk_volgorde_idx" ON "mails" USING btree (coalesce("deadline", "ontvangen_op"),"id") WHERE not gearchiveerd and richting = 'IN';--> statement-breakpoint
CREATE INDEX "mails_dossier_idx" ON "mails" USING btree ("dossier_id","ontvangen_op" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE dossier_id is not null;--> statement-breakpoint
CREATE INDEX "mails_kantoor_id_index" ON "mails" USING btree ("kantoor_id");--> statement-breakpoint
CREATE INDEX "postvak_rechten_postvak_id_index" ON "postvak_rechten" USING btree ("postvak_id");--> statement-breakpoint
CREATE INDEX "postvakken_adres_index" ON "postvakken" USING btree ("adres");--> statement-breakpoint
ALTER TABLE "uitgaande_mails" ADD CONSTRAINT "uitgaande_mails_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers): one mailbox per user and per team, kept by
-- the triggers below in the transaction of every insert and of every change of address or active
-- flag (docs/mail.md). First the mailboxes of the users and teams there are now.
INSERT INTO "postvakken" ("gebruiker_id", "adres", "actief") SELECT "id", lower(trim("email")), "active" FROM "gebruikers";--> statement-breakpoint
INSERT INTO "postvakken" ("team_id", "adres", "actief") SELECT "id", lower(trim("team_email")), "active" FROM "teams";--> statement-breakpoint
CREATE FUNCTION "postvakken_gebruiker"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO postvakken (gebruiker_id, adres, actief) VALUES (NEW.id, lower(trim(NEW.email)), NEW.active)
  ON CONFLICT (gebruiker_id) DO UPDATE SET adres = excluded.adres, actief = excluded.actief;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "postvakken_gebruiker" AFTER INSERT OR UPDATE OF "email", "active" ON "gebruikers"
FOR EACH ROW EXECUTE FUNCTION "postvakken_gebruiker"();--> statement-breakpoint
CREATE FUNCTION "postvakken_team"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO postvakken (team_id, adres, actief) VALUES (NEW.id, lower(trim(NEW.team_email)), NEW.active)
  ON CONFLICT (team_id) DO UPDATE SET adres = excluded.adres, actief = excluded.actief;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "postvakken_team" AFTER INSERT OR UPDATE OF "team_email", "active" ON "teams"
FOR EACH ROW EXECUTE FUNCTION "postvakken_team"();
--> statement-breakpoint
-- Hand-written: mail_tellingen, the counts per mailbox, folder, direction and archive state, kept
-- by the statement triggers below in the transaction of every write of `mails` (docs/mail.md
-- "Counts"). Rows are added to in key order, so two writers never wait for each other crosswise.
INSERT INTO "mail_tellingen" ("postvak_id", "map", "richting", "gearchiveerd", "aantal", "ongelezen")
SELECT "postvak_id", "map", "richting", "gearchiveerd", count(*), count(*) FILTER (WHERE NOT "gelezen") FROM "mails" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE FUNCTION "mail_tellingen_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mail_tellingen AS c (postvak_id, map, richting, gearchiveerd, aantal, ongelezen)
  SELECT postvak_id, map, richting, gearchiveerd, count(*), count(*) FILTER (WHERE NOT gelezen) FROM nieuw
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT mail_tellingen_key DO UPDATE SET aantal = c.aantal + excluded.aantal, ongelezen = c.ongelezen + excluded.ongelezen;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "mail_tellingen_insert" AFTER INSERT ON "mails" REFERENCING NEW TABLE AS nieuw
FOR EACH STATEMENT EXECUTE FUNCTION "mail_tellingen_insert"();--> statement-breakpoint
CREATE FUNCTION "mail_tellingen_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mail_tellingen AS c (postvak_id, map, richting, gearchiveerd, aantal, ongelezen)
  SELECT postvak_id, map, richting, gearchiveerd, sum(d), sum(u) FROM (
    SELECT postvak_id, map, richting, gearchiveerd, -1 AS d, CASE WHEN gelezen THEN 0 ELSE -1 END AS u FROM oud
    UNION ALL
    SELECT postvak_id, map, richting, gearchiveerd, 1, CASE WHEN gelezen THEN 0 ELSE 1 END FROM nieuw
  ) x GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 OR sum(u) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT mail_tellingen_key DO UPDATE SET aantal = c.aantal + excluded.aantal, ongelezen = c.ongelezen + excluded.ongelezen;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "mail_tellingen_update" AFTER UPDATE ON "mails" REFERENCING OLD TABLE AS oud NEW TABLE AS nieuw
FOR EACH STATEMENT EXECUTE FUNCTION "mail_tellingen_update"();--> statement-breakpoint
CREATE FUNCTION "mail_tellingen_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mail_tellingen AS c (postvak_id, map, richting, gearchiveerd, aantal, ongelezen)
  SELECT postvak_id, map, richting, gearchiveerd, -count(*), -count(*) FILTER (WHERE NOT gelezen) FROM oud
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT mail_tellingen_key DO UPDATE SET aantal = c.aantal + excluded.aantal, ongelezen = c.ongelezen + excluded.ongelezen;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "mail_tellingen_delete" AFTER DELETE ON "mails" REFERENCING OLD TABLE AS oud
FOR EACH STATEMENT EXECUTE FUNCTION "mail_tellingen_delete"();
