-- Reference values of Beheer › Backoffice templates and Informatie en nieuws (docs/files.md, docs/beheer.md).
-- The categories are the three reader pages of spec 000 §2; the kinds within them are ours.
INSERT INTO "informatie_types" ("categorie", "naam", "volgorde") VALUES
  ('aankondigingen', 'Productwijziging', 1),
  ('aankondigingen', 'Rentewijziging', 2),
  ('aankondigingen', 'Storing en onderhoud', 3),
  ('nieuwsbrieven', 'Nieuwsbrief intermediair', 1),
  ('nieuwsbrieven', 'Nieuwsbrief geldverstrekkers', 2),
  ('kennisbank', 'Acceptatiebeleid', 1),
  ('kennisbank', 'Werkinstructie', 2),
  ('kennisbank', 'Wet- en regelgeving', 3);
--> statement-breakpoint
-- The values a back-office e-mail can be filled with; names are the placeholders as written in a template.
INSERT INTO "backoffice_template_variabelen" ("naam", "omschrijving") VALUES
  ('dossierNummer', 'Dossiernummer'),
  ('offerteNummer', 'Offertenummer van de geldverstrekker'),
  ('aanvragerNaam', 'Naam van de eerste aanvrager'),
  ('aanvragerAanhef', 'Aanhef van de eerste aanvrager (Geachte heer/mevrouw …)'),
  ('adviseurNaam', 'Naam van de adviseur'),
  ('kantoorNaam', 'Naam van het advieskantoor'),
  ('geldverstrekkerNaam', 'Naam van de geldverstrekker'),
  ('hypotheekBedrag', 'Hoofdsom van de hypotheek'),
  ('passeerDatum', 'Geplande passeerdatum'),
  ('behandelaarNaam', 'Naam van de behandelaar'),
  ('datumVandaag', 'De datum van verzending');
