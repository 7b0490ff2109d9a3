import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { apiGet } from './dossierHelpers';
import { signedIn } from './session';

interface Hypotheek {
  id: number;
  leningdelen: { id: number; volgnummer: number; aflosvorm: string }[];
}

const page = pagePerTest((p) => signedIn(p, 'medewerker'));

describe('mortgage details in the dossier detail', () => {
  it('opens the investment part of a demo dossier and shows its fund spread and pledged account', async () => {
    const { content } = await apiGet<{ content: { id: number }[] }>(page, '/api/v1/dossiers?size=100&sort=id,asc&dossierBTL=false');
    let found: { dossierId: number; hypotheek: Hypotheek; part: Hypotheek['leningdelen'][number] } | undefined;
    for (const row of content) {
      const hypotheek = await apiGet<Hypotheek | null>(page, `/api/v1/dossiers/${row.id}/hypotheek`);
      const part = hypotheek?.leningdelen.find((p) => p.aflosvorm === 'Beleggen');
      if (hypotheek && part) {
        found = { dossierId: row.id, hypotheek, part };
        break;
      }
    }
    expect(found, 'a demo dossier with an investment part').toBeDefined();
    const { dossierId, hypotheek, part } = found!;
    const funds = await apiGet<{ id: number; fondsNaam: string; percentage: number }[]>(page, `/api/v1/dossiers/hypotheek/leningdeel/${part.id}/fondsverdeling`);
    expect(funds.length).toBeGreaterThan(0);

    await page.goto(`/dossiers/${dossierId}`);
    const account = page.locator('[data-testid^="bancairedekking-row-"]');
    await account.first().waitFor();
    expect(await account.first().textContent()).toContain('Beleggingsrecht');

    await page.getByTestId(`leningdeel-${part.volgnummer}-open`).click();
    const prefix = `leningdeel-${part.volgnummer}-fondsverdeling-row-`;
    await page.getByTestId(`${prefix}${funds[0].id}`).waitFor();
    for (const fund of funds) {
      expect(await page.getByTestId(`${prefix}${fund.id}`).textContent()).toBe(`${fund.fondsNaam}${fund.percentage}%`);
    }
    expect(await page.getByTestId(`leningdeel-${part.volgnummer}-premieafspraken`).textContent()).toContain('Beleggingsinleg');
    // Other parts stay closed and unread until opened.
    const other = hypotheek.leningdelen.find((p) => p.id !== part.id)!;
    expect(await page.getByTestId(`leningdeel-${other.volgnummer}-fondsverdeling`).count()).toBe(0);
  });
});
