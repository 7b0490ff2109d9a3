import { describe, expect, it } from 'vitest';
import { personName, personNameSurnameFirst } from '../../../contract/names';

const jan = { voorLetters: 'J.', tussenVoegsels: 'van', achterNaam: 'Dijk' };

describe('person names', () => {
  it('reads initials, infix and surname, skipping an empty infix', () => {
    expect(personName(jan)).toBe('J. van Dijk');
    expect(personName({ ...jan, tussenVoegsels: null })).toBe('J. Dijk');
    expect(personName(null)).toBe('');
  });

  it('puts the surname first for choices sorted by surname', () => {
    expect(personNameSurnameFirst(jan)).toBe('Dijk, J. van');
    expect(personNameSurnameFirst({ achterNaam: 'Dijk', voorLetters: '', tussenVoegsels: null })).toBe('Dijk');
  });
});
