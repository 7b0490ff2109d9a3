/** The name parts every person in the API carries (NAW data). */
export interface NameParts {
  voorLetters?: string | null;
  tussenVoegsels?: string | null;
  achterNaam?: string | null;
}

const join = (parts: (string | null | undefined)[], separator: string) => parts.filter(Boolean).join(separator);

/** "J. van Dijk": initials, infix and surname. */
export const personName = (person: NameParts | null | undefined) =>
  person ? join([person.voorLetters, person.tussenVoegsels, person.achterNaam], ' ') : '';

/** "Dijk, J. van": surname first, for choices sorted by surname (spec 000 §2, the 'Aan' select). */
export const personNameSurnameFirst = (person: NameParts | null | undefined) =>
  person ? join([person.achterNaam, join([person.voorLetters, person.tussenVoegsels], ' ')], ', ') : '';
