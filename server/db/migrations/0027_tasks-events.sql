CREATE TABLE "taak_delegaties" (
	"id" serial PRIMARY KEY NOT NULL,
	"taak_id" integer NOT NULL,
	"door_id" integer,
	"naar_gebruiker_id" integer,
	"naar_team_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taak_gelezen" (
	"gebruiker_id" integer NOT NULL,
	"taak_id" integer NOT NULL,
	"gelezen_op" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taak_gelezen_gebruiker_id_taak_id_pk" PRIMARY KEY("gebruiker_id","taak_id")
);
--> statement-breakpoint
CREATE TABLE "taak_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "taak_types_displayName_unique" UNIQUE("display_name")
);
--> statement-breakpoint
CREATE TABLE "taken" (
	"id" serial PRIMARY KEY NOT NULL,
	"onderwerp" text,
	"omschrijving" text NOT NULL,
	"aanleiding" text DEFAULT 'O' NOT NULL,
	"prioriteit_id" integer DEFAULT 3 NOT NULL,
	"type_id" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"dossier_id" integer,
	"toegewezen_aan_id" integer,
	"team_id" integer,
	"geldverstrekker_id" integer,
	"template_id" integer,
	"aangemaakt_door_id" integer,
	"gedaan" boolean DEFAULT false NOT NULL,
	"gedaan_op" timestamp with time zone,
	"gedaan_door_id" integer,
	"gearchiveerd" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taken_ontvanger_check" CHECK (("taken"."toegewezen_aan_id" is null) <> ("taken"."team_id" is null)),
	CONSTRAINT "taken_aanleiding_check" CHECK ("taken"."aanleiding" in ('O', 'I', 'U', 'E', 'B')),
	CONSTRAINT "taken_prioriteit_check" CHECK ("taken"."prioriteit_id" in (3, 2, 1)),
	CONSTRAINT "taken_onderwerp_check" CHECK (char_length("taken"."onderwerp") <= 100),
	CONSTRAINT "taken_omschrijving_check" CHECK (char_length("taken"."omschrijving") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "event_tickets" (
	"hash" text PRIMARY KEY NOT NULL,
	"sessie_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "taak_delegaties" ADD CONSTRAINT "taak_delegaties_taak_id_taken_id_fk" FOREIGN KEY ("taak_id") REFERENCES "public"."taken"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taak_delegaties" ADD CONSTRAINT "taak_delegaties_door_id_gebruikers_id_fk" FOREIGN KEY ("door_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taak_delegaties" ADD CONSTRAINT "taak_delegaties_naar_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("naar_gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taak_delegaties" ADD CONSTRAINT "taak_delegaties_naar_team_id_teams_id_fk" FOREIGN KEY ("naar_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taak_gelezen" ADD CONSTRAINT "taak_gelezen_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taak_gelezen" ADD CONSTRAINT "taak_gelezen_taak_id_taken_id_fk" FOREIGN KEY ("taak_id") REFERENCES "public"."taken"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taken" ADD CONSTRAINT "taken_type_id_taak_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."taak_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taken" ADD CONSTRAINT "taken_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taken" ADD CONSTRAINT "taken_toegewezen_aan_id_gebruikers_id_fk" FOREIGN KEY ("toegewezen_aan_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taken" ADD CONSTRAINT "taken_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taken" ADD CONSTRAINT "taken_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taken" ADD CONSTRAINT "taken_template_id_bericht_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bericht_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taken" ADD CONSTRAINT "taken_aangemaakt_door_id_gebruikers_id_fk" FOREIGN KEY ("aangemaakt_door_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taken" ADD CONSTRAINT "taken_gedaan_door_id_gebruikers_id_fk" FOREIGN KEY ("gedaan_door_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_sessie_id_sessies_id_fk" FOREIGN KEY ("sessie_id") REFERENCES "public"."sessies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "taak_delegaties_taak_id_at_index" ON "taak_delegaties" USING btree ("taak_id","at");--> statement-breakpoint
CREATE INDEX "taak_gelezen_taak_id_index" ON "taak_gelezen" USING btree ("taak_id");--> statement-breakpoint
CREATE INDEX "taken_dossier_id_index" ON "taken" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "taken_toegewezen_aan_id_index" ON "taken" USING btree ("toegewezen_aan_id");--> statement-breakpoint
CREATE INDEX "taken_team_id_index" ON "taken" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "taken_open_assignee_idx" ON "taken" USING btree ("toegewezen_aan_id","deadline") WHERE not gedaan and not gearchiveerd;--> statement-breakpoint
CREATE INDEX "taken_open_team_idx" ON "taken" USING btree ("team_id","deadline") WHERE not gedaan and not gearchiveerd;--> statement-breakpoint
CREATE INDEX "taken_open_deadline_idx" ON "taken" USING btree ("geldverstrekker_id","deadline") WHERE not gedaan and not gearchiveerd;--> statement-breakpoint
CREATE INDEX "event_tickets_expires_at_index" ON "event_tickets" USING btree ("expires_at");--> statement-breakpoint
INSERT INTO "taak_types" ("display_name") VALUES ('Aanvraag'), ('Persoonlijk'), ('Klacht'), ('Nota');
