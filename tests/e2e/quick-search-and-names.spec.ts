import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { apiGet } from './dossierHelpers';
import { signedIn } from './session';

interface Row {
  id: number;
  naamHypotheekGever: string;
  gearchiveerd?: boolean;
  hypotheekGevers: { partijNawData: { tussenVoegsels: string | null; achterNaam: string } }[];
}

const page = pagePerTest((p) => signedIn(p, 'medewerker'));

/** Issue #18, defect 10: the quick search as the medewerker found it. */
describe('quick search', () => {
  it('opens a dossier typed by its whole number, though other numbers contain it', async () => {
    // 12 is part of many other numbers of the demo (112, 120, 212 …): still one hit.
    const target = 12;
    expect((await apiGet<{ content: Row[] }>(page, '/api/v1/dossiers?size=500')).content.some((r) => r.id === target)).toBe(true);
    await page.goto('/startpagina');
    await page.getByTestId('quick-search-input').fill(String(target));
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/dossiers/${target}`);
  });

  it('marks archived hits in the list of several', async () => {
    const archived = await apiGet<{ content: Row[] }>(page, '/api/v1/dossiers?archive=true&size=50');
    const hit = archived.content.find((r) => r.hypotheekGevers[0]?.partijNawData.achterNaam);
    expect(hit, 'the demo data holds an archived dossier').toBeTruthy();
    await page.goto('/startpagina');
    await page.getByTestId('quick-search-input').fill(hit!.hypotheekGevers[0].partijNawData.achterNaam);
    await page.getByTestId('quick-search-submit').click();
    const entry = page.getByTestId(`quick-search-hit-${hit!.id}`);
    await entry.waitFor();
    expect(await entry.textContent()).toContain('gearchiveerd');
  });
});

/** Issue #18, defect 15: a surname sorts without its prefix, "van den Berg" under B. */
describe('names in the dossier list', () => {
  it('sorts applicants by surname, not by their prefix', async () => {
    await page.goto('/dossiers?alle=true&sort=naamHypotheekGever%2Casc&size=100');
    await page.locator('[data-testid^="dossier-row-"]').first().waitFor();
    const { content } = await apiGet<{ content: Row[] }>(page, '/api/v1/dossiers?sort=naamHypotheekGever,asc&page=0&size=100');
    const shown = await page.locator('[data-testid^="dossier-row-"]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-testid')!.replace('dossier-row-', ''))));
    expect(shown).toEqual(content.map((r) => r.id).slice(0, shown.length));
    const initials = content.map((r) => r.hypotheekGevers[0].partijNawData.achterNaam.charAt(0).toLocaleLowerCase('nl'));
    expect(initials.every((letter, i) => i === 0 || initials[i - 1].localeCompare(letter, 'nl') <= 0)).toBe(true);
    expect(content.some((r) => r.hypotheekGevers[0].partijNawData.tussenVoegsels)).toBe(true);
  });
});
