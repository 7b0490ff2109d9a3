import { and, eq, inArray } from 'drizzle-orm';
import { OFFERTE_SOORTEN, sxStatus } from '../../../contract/hdn';
import { personName } from '../../../contract/names';
import type { Db } from '../../db/client';
import { referentieWaarden } from '../../db/schema';
import type { HdnMessage, Unreadable } from './message';

const dutchDate = (day: string) => day.split('-').reverse().join('-');

/** One line that says what a message is about, for lists, the dossier's trail and the search. */
export async function summarise(db: Db, { body }: HdnMessage): Promise<string> {
  switch (body.soort) {
    case 'AX': {
      const names = body.Hypotheekgever.map((a) => personName({ voorLetters: a.Voorletters, tussenVoegsels: a.Tussenvoegsels, achterNaam: a.Achternaam })).join(' & ');
      return `Aanvraag ${names}, € ${body.Lening.Hoofdsom.toLocaleString('nl-NL')}`;
    }
    case 'SX': {
      const status = sxStatus(body.StatusCode)!;
      return `Status ${status.code}: ${status.name}${body.Toelichting ? ` (${body.Toelichting})` : ''}`;
    }
    case 'OX': {
      const kind = OFFERTE_SOORTEN.find((s) => s.id === body.OfferteSoort)!.name;
      return `${kind} ${body.Kenmerk}${body.GeldigTot ? `, geldig tot ${dutchDate(body.GeldigTot)}` : ''}`;
    }
    case 'DA': {
      const codes = body.Document.map((d) => d.Soort);
      const rows = await db
        .select({ code: referentieWaarden.code, naam: referentieWaarden.omschrijving })
        .from(referentieWaarden)
        .where(and(eq(referentieWaarden.lijst, 'checksoortdocumenten'), inArray(referentieWaarden.code, codes)));
      const names = new Map(rows.map((r) => [r.code, r.naam]));
      return `Documentaanvraag: ${codes.map((code) => names.get(code) ?? code).join(', ')}`;
    }
    case 'DX':
      return `Documenten: ${body.Document.map((d) => d.Bestandsnaam).join(', ')}`;
  }
}

/** The same for a message that could not be read. */
export const unreadableSummary = (found: Unreadable) => (found.soort ? `${found.soort}-bericht, niet te verwerken` : 'Onleesbaar bericht');
