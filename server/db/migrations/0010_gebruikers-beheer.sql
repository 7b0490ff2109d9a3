CREATE TABLE "wachtwoord_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"gebruiker_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wachtwoord_links_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "gebruikers" ADD COLUMN "kyc" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wachtwoord_links" ADD CONSTRAINT "wachtwoord_links_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wachtwoord_links_gebruiker_id_index" ON "wachtwoord_links" USING btree ("gebruiker_id");