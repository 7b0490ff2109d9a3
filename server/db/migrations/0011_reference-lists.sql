CREATE TABLE "referentie_waarden" (
	"lijst" text NOT NULL,
	"code" text NOT NULL,
	"omschrijving" text NOT NULL,
	"volgorde" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "referentie_waarden_lijst_code_pk" PRIMARY KEY("lijst","code")
);
