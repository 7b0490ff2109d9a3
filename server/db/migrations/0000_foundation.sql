CREATE TABLE "geldverstrekkers" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"ontvanger_code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "geldverstrekkers_ontvangerCode_unique" UNIQUE("ontvanger_code")
);
--> statement-breakpoint
CREATE TABLE "kantoren" (
	"id" serial PRIMARY KEY NOT NULL,
	"bedrijfs_naam" text NOT NULL,
	"plaats_naam" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_rapportages" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"volgorde" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_naam" text NOT NULL,
	"team_email" text NOT NULL,
	"team_type" text DEFAULT 'TEAM' NOT NULL,
	"money_provider_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gebruiker_rollen" (
	"gebruiker_id" integer NOT NULL,
	"rol_id" integer NOT NULL,
	CONSTRAINT "gebruiker_rollen_gebruiker_id_rol_id_pk" PRIMARY KEY("gebruiker_id","rol_id")
);
--> statement-breakpoint
CREATE TABLE "gebruiker_teams" (
	"gebruiker_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	CONSTRAINT "gebruiker_teams_gebruiker_id_team_id_pk" PRIMARY KEY("gebruiker_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "gebruikers" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"email" text NOT NULL,
	"voor_letters" text DEFAULT '' NOT NULL,
	"tussen_voegsels" text,
	"achter_naam" text NOT NULL,
	"type_code" char(1) NOT NULL,
	"kantoor_id" integer,
	"geldverstrekker_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gebruikers_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "login_pogingen" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissies" (
	"naam" text PRIMARY KEY NOT NULL,
	"omschrijving" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rol_permissies" (
	"rol_id" integer NOT NULL,
	"permissie" text NOT NULL,
	CONSTRAINT "rol_permissies_rol_id_permissie_pk" PRIMARY KEY("rol_id","permissie")
);
--> statement-breakpoint
CREATE TABLE "rollen" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"omschrijving" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rollen_naam_unique" UNIQUE("naam")
);
--> statement-breakpoint
CREATE TABLE "sessies" (
	"id" text PRIMARY KEY NOT NULL,
	"gebruiker_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "instellingen" (
	"sleutel" text PRIMARY KEY NOT NULL,
	"waarde" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_money_provider_id_geldverstrekkers_id_fk" FOREIGN KEY ("money_provider_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gebruiker_rollen" ADD CONSTRAINT "gebruiker_rollen_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gebruiker_rollen" ADD CONSTRAINT "gebruiker_rollen_rol_id_rollen_id_fk" FOREIGN KEY ("rol_id") REFERENCES "public"."rollen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gebruiker_teams" ADD CONSTRAINT "gebruiker_teams_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gebruiker_teams" ADD CONSTRAINT "gebruiker_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gebruikers" ADD CONSTRAINT "gebruikers_kantoor_id_kantoren_id_fk" FOREIGN KEY ("kantoor_id") REFERENCES "public"."kantoren"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gebruikers" ADD CONSTRAINT "gebruikers_geldverstrekker_id_geldverstrekkers_id_fk" FOREIGN KEY ("geldverstrekker_id") REFERENCES "public"."geldverstrekkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rol_permissies" ADD CONSTRAINT "rol_permissies_rol_id_rollen_id_fk" FOREIGN KEY ("rol_id") REFERENCES "public"."rollen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rol_permissies" ADD CONSTRAINT "rol_permissies_permissie_permissies_naam_fk" FOREIGN KEY ("permissie") REFERENCES "public"."permissies"("naam") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessies" ADD CONSTRAINT "sessies_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teams_team_naam_index" ON "teams" USING btree ("team_naam");--> statement-breakpoint
CREATE INDEX "teams_money_provider_id_index" ON "teams" USING btree ("money_provider_id");--> statement-breakpoint
CREATE INDEX "gebruiker_rollen_rol_id_index" ON "gebruiker_rollen" USING btree ("rol_id");--> statement-breakpoint
CREATE INDEX "gebruiker_teams_team_id_index" ON "gebruiker_teams" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "gebruikers_type_code_index" ON "gebruikers" USING btree ("type_code");--> statement-breakpoint
CREATE INDEX "gebruikers_kantoor_id_index" ON "gebruikers" USING btree ("kantoor_id");--> statement-breakpoint
CREATE INDEX "login_pogingen_username_at_index" ON "login_pogingen" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "sessies_gebruiker_id_index" ON "sessies" USING btree ("gebruiker_id");