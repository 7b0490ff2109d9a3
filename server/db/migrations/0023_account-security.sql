CREATE TABLE "aanmeld_stappen" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"gebruiker_id" integer NOT NULL,
	"doel" text NOT NULL,
	"verloopt_op" timestamp with time zone NOT NULL,
	"afgerond_op" timestamp with time zone,
	"bevestigd_op" timestamp with time zone,
	"nieuwe_methode" text,
	"nieuw_totp_secret" text,
	"nieuwe_telefoon" text,
	"sms_code_hash" text,
	"sms_verloopt_op" timestamp with time zone,
	"sms_verstuurd_op" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aanmeld_stappen_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "beveiligingslog" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"gebruiker_id" integer,
	"gebruikersnaam" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"gebeurtenis" text NOT NULL,
	"omschrijving" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "herstelcodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"gebruiker_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"gebruikt_op" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "twee_factoren" (
	"gebruiker_id" integer PRIMARY KEY NOT NULL,
	"methode" text NOT NULL,
	"totp_secret" text,
	"totp_laatste_stap" integer,
	"telefoon" text,
	"ingesteld_op" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uitgaande_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"aan" text NOT NULL,
	"onderwerp" text NOT NULL,
	"tekst" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verzonden_op" timestamp with time zone,
	"fout" text,
	"pogingen" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rollen" ADD COLUMN "twee_factor_verplicht" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "aanmeld_stappen" ADD CONSTRAINT "aanmeld_stappen_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beveiligingslog" ADD CONSTRAINT "beveiligingslog_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "herstelcodes" ADD CONSTRAINT "herstelcodes_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twee_factoren" ADD CONSTRAINT "twee_factoren_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aanmeld_stappen_gebruiker_id_index" ON "aanmeld_stappen" USING btree ("gebruiker_id");--> statement-breakpoint
CREATE INDEX "beveiligingslog_at_index" ON "beveiligingslog" USING btree ("at");--> statement-breakpoint
CREATE INDEX "beveiligingslog_gebruiker_id_index" ON "beveiligingslog" USING btree ("gebruiker_id");--> statement-breakpoint
CREATE INDEX "herstelcodes_gebruiker_id_index" ON "herstelcodes" USING btree ("gebruiker_id");--> statement-breakpoint
CREATE INDEX "uitgaande_mails_created_at_index" ON "uitgaande_mails" USING btree ("created_at");