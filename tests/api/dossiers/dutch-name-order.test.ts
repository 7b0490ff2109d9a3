import { describe, expect, it } from 'vitest';
import { signIn, testServer } from '../helpers';

const { app } = await testServer();
const medewerker = await signIn(app, 'medewerker');
const beheerder = await signIn(app, 'beheerder');

type Person = { tussenVoegsels: string | null; achterNaam: string };
const initial = (p: Person) => p.achterNaam.charAt(0).toLocaleLowerCase('nl');
const nonDecreasing = (letters: string[]) => letters.every((letter, i) => i === 0 || letters[i - 1].localeCompare(letter, 'nl') <= 0);

/**
 * Issue #18, defect 15: a surname sorts the Dutch way, without its prefix: "van den Berg" stands
 * under B, in every list that sorts people by name.
 */
describe('sorting people by surname', () => {
  it('files dossiers under the first applicant’s surname, not its prefix', async () => {
    const res = await medewerker.get('/api/v1/dossiers?page=0&size=500&sort=naamHypotheekGever,asc');
    expect(res.status).toBe(200);
    // A dossier another test file just made without applicants has no name to file under.
    const people = (res.body.content as { hypotheekGevers: { partijNawData: Person }[] }[]).filter((row) => row.hypotheekGevers.length > 0).map((row) => row.hypotheekGevers[0].partijNawData);
    expect(people.some((p) => p.tussenVoegsels)).toBe(true);
    expect(nonDecreasing(people.map(initial))).toBe(true);
  });

  it('files users under their surname in Beheer › Gebruikers', async () => {
    const res = await beheerder.get('/api/v1/beheer/gebruikers?page=0&size=500&sort=achterNaam,asc');
    expect(res.status).toBe(200);
    const people = res.body.content as Person[];
    expect(people.some((p) => p.tussenVoegsels)).toBe(true);
    expect(nonDecreasing(people.map(initial))).toBe(true);
  });
});
