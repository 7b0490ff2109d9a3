/**
 * Dutch reference material for generated dossiers: real places with their postcode ranges and
 * sales region, common street names, employers, and the organisations and labels of the demo.
 */
export const PLAATSEN: { naam: string; postcodes: [number, number]; regio: 'NOORD' | 'OOST' | 'MIDDEN' | 'WEST' | 'ZUID' }[] = [
  { naam: 'Amsterdam', postcodes: [1011, 1109], regio: 'WEST' },
  { naam: 'Rotterdam', postcodes: [3011, 3089], regio: 'WEST' },
  { naam: "'s-Gravenhage", postcodes: [2491, 2597], regio: 'WEST' },
  { naam: 'Utrecht', postcodes: [3511, 3585], regio: 'MIDDEN' },
  { naam: 'Eindhoven', postcodes: [5611, 5658], regio: 'ZUID' },
  { naam: 'Groningen', postcodes: [9711, 9747], regio: 'NOORD' },
  { naam: 'Tilburg', postcodes: [5011, 5049], regio: 'ZUID' },
  { naam: 'Almere', postcodes: [1311, 1364], regio: 'MIDDEN' },
  { naam: 'Breda', postcodes: [4811, 4839], regio: 'ZUID' },
  { naam: 'Nijmegen', postcodes: [6511, 6546], regio: 'OOST' },
  { naam: 'Apeldoorn', postcodes: [7311, 7339], regio: 'OOST' },
  { naam: 'Haarlem', postcodes: [2011, 2037], regio: 'WEST' },
  { naam: 'Arnhem', postcodes: [6811, 6846], regio: 'OOST' },
  { naam: 'Enschede', postcodes: [7511, 7548], regio: 'OOST' },
  { naam: 'Amersfoort', postcodes: [3811, 3829], regio: 'MIDDEN' },
  { naam: 'Zwolle', postcodes: [8011, 8046], regio: 'OOST' },
  { naam: 'Leiden', postcodes: [2311, 2334], regio: 'WEST' },
  { naam: 'Maastricht', postcodes: [6211, 6229], regio: 'ZUID' },
  { naam: 'Dordrecht', postcodes: [3311, 3329], regio: 'WEST' },
  { naam: 'Zoetermeer', postcodes: [2711, 2729], regio: 'WEST' },
  { naam: 'Leeuwarden', postcodes: [8911, 8939], regio: 'NOORD' },
  { naam: "'s-Hertogenbosch", postcodes: [5211, 5248], regio: 'ZUID' },
  { naam: 'Alkmaar', postcodes: [1811, 1827], regio: 'WEST' },
  { naam: 'Delft', postcodes: [2611, 2629], regio: 'WEST' },
  { naam: 'Deventer', postcodes: [7411, 7431], regio: 'OOST' },
  { naam: 'Hilversum', postcodes: [1211, 1223], regio: 'MIDDEN' },
  { naam: 'Venlo', postcodes: [5911, 5929], regio: 'ZUID' },
  { naam: 'Assen', postcodes: [9401, 9409], regio: 'NOORD' },
  { naam: 'Lelystad', postcodes: [8211, 8245], regio: 'MIDDEN' },
  { naam: 'Middelburg', postcodes: [4331, 4339], regio: 'ZUID' },
  { naam: 'Emmen', postcodes: [7811, 7827], regio: 'NOORD' },
  { naam: 'Ede', postcodes: [6711, 6719], regio: 'OOST' },
];

export const STRATEN = [
  'Kerkstraat', 'Schoolstraat', 'Molenstraat', 'Dorpsstraat', 'Julianastraat', 'Wilhelminastraat',
  'Beatrixstraat', 'Nieuwstraat', 'Stationsweg', 'Hoofdstraat', 'Lindelaan', 'Eikenlaan',
  'Beukenlaan', 'Kastanjelaan', 'Parallelweg', 'Emmastraat', 'Oranjestraat', 'Prins Bernhardlaan',
  'Irenestraat', 'Marijkestraat', 'Industrieweg', 'Sportlaan', 'Veldweg', 'Rozenstraat',
  'Tulpstraat', 'Vondelstraat', 'Rembrandtlaan', 'Van Goghstraat', 'Burgemeester de Withstraat',
  'Prinses Margrietlaan', 'Koningin Julianalaan', 'Schoolpad', 'Dijkweg', 'Zuiderweg', 'Noordeinde',
];

export const WERKGEVERS = [
  'Gemeente Utrecht', 'Philips Nederland B.V.', 'Albert Heijn B.V.', 'ASML Netherlands B.V.',
  'Rabobank U.A.', 'Stichting Zorggroep Noord', 'NS Reizigers B.V.', 'KLM Royal Dutch Airlines',
  'Belastingdienst', 'Erasmus MC', 'Heijmans N.V.', 'Stichting Openbaar Onderwijs', 'Coolblue B.V.',
  'Politie Nederland', 'Achmea B.V.', 'Jumbo Supermarkten B.V.', 'Defensie', 'Vopak N.V.',
];

export const ORGANISATIES = ['Hypotheekdesk Nederland', 'Volmacht Hypotheken Service', 'Buy-to-let Beheer'];

export const LABELS: [string, string][] = [
  ['Spoed', '#d32f2f'],
  ['VIP', '#7b1fa2'],
  ['Overbruggingskrediet', '#1976d2'],
  ['Nieuwbouw', '#388e3c'],
  ['Oversluiten', '#f57c00'],
  ['Starter', '#0097a7'],
  ['Zelfstandige', '#5d4037'],
  ['Controle fraude', '#c2185b'],
];

export const OPMERKINGEN = [
  'Klant belt terug na ontvangst werkgeversverklaring.',
  'Taxatierapport is onderweg, verwacht deze week.',
  'Adviseur vraagt om voorrang i.v.m. ontbindende voorwaarden.',
  'Inkomen uit onderneming: IB-aangiftes 2023 en 2024 nog opvragen.',
  'Overbruggingskrediet nodig, verkoop huidige woning loopt.',
  'BKR-registratie nagevraagd, afgelost in 2022.',
];

export const OBJECT_SOORTEN = ['EENGEZINSWONING', 'APPARTEMENT', 'TWEE_ONDER_EEN_KAP', 'VRIJSTAANDE_WONING', 'HOEKWONING'];

export const ENERGIELABELS = ['A++++', 'A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'];

export const KREDIETGEVERS = ['DUO', 'Santander Consumer Finance', 'Ing Bank', 'Qander', 'Defam'];

/** faker's Dutch surnames carry their prefix ('van der Meer'); split it off as tussenVoegsels. */
export function splitSurname(full: string): { tussenVoegsels: string | null; achterNaam: string } {
  const words = full.split(' ');
  const firstCapital = words.findIndex((w) => /^[A-Z]/.test(w));
  if (firstCapital <= 0) return { tussenVoegsels: null, achterNaam: full };
  return { tussenVoegsels: words.slice(0, firstCapital).join(' '), achterNaam: words.slice(firstCapital).join(' ') };
}
