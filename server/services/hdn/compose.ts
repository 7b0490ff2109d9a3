import { XMLBuilder } from 'fast-xml-parser';
import type { HdnSoort } from '../../../contract/hdn';

const builder = new XMLBuilder({ format: true, indentBy: '  ', suppressEmptyNode: true });

type Value = string | number | undefined | Value[] | { [name: string]: Value };

export interface ComposedMessage {
  header: { BerichtSoort: HdnSoort; BerichtId: string; Afzender: string; Ontvanger?: string; Datum?: string };
  referentie?: { DossierNummer?: number; OfferteNummer?: string; Kenmerk?: string };
  /** The body element (Aanvraag, Statusmelding, Offerte, DocumentAanvraag or Documenten) and its content. */
  body: Record<string, Value>;
}

/** An HDN message as XML in the shape message.ts reads (docs/hdn.md, "Message format"). */
export function composeHdn({ header, referentie, body }: ComposedMessage): string {
  const xml = builder.build({ HdnBericht: { Header: header, ...(referentie ? { Referentie: referentie } : {}), ...body } });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;
}
