CREATE TABLE "event_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"event_naam" text NOT NULL,
	"onderwerp" text NOT NULL,
	"inhoud" text NOT NULL,
	"toelichting" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_templates_naam_unique" UNIQUE("naam")
);
