CREATE TABLE "gebruiker_profielen" (
	"gebruiker_id" integer PRIMARY KEY NOT NULL,
	"telefoonnummer" text,
	"mobielnummer" text,
	"foto_bestand_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gebruiker_profielen" ADD CONSTRAINT "gebruiker_profielen_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gebruiker_profielen" ADD CONSTRAINT "gebruiker_profielen_foto_bestand_id_bestanden_id_fk" FOREIGN KEY ("foto_bestand_id") REFERENCES "public"."bestanden"("id") ON DELETE no action ON UPDATE no action;