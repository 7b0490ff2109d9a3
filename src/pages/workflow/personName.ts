/** A person as the 'Aan' options show them (spec 000 §2): surname, initials, prefix. */
export const personName = (naw: { voorLetters: string; tussenVoegsels: string | null; achterNaam: string }) =>
  [`${naw.achterNaam},`, naw.voorLetters, naw.tussenVoegsels].filter(Boolean).join(' ');
