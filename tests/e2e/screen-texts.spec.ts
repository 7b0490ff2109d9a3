import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { signedIn } from './session';

const page = pagePerTest((p) => signedIn(p, 'medewerker'));

/** An upper-case code as the API carries it (TWEE_ONDER_EEN_KAP, BOX1), not a Dutch word. */
const RAW_CODE = /\b[A-Z]{2,}(?:_[A-Z0-9]+)+\b|\bBOX\d\b|\b(?:EENGEZINSWONING|HOEKWONING|APPARTEMENT|TUSSENWONING|WOONBOERDERIJ)\b/g;

async function rawCodes() {
  await page.waitForLoadState('networkidle');
  const text = await page.locator('body').innerText();
  return [...new Set(text.match(RAW_CODE) ?? [])];
}

describe('codes on screen (issue #18, defect 13)', () => {
  it('shows Dutch names, never raw codes, on the lists and on every tab of several dossiers', async () => {
    await page.goto('/dossiers');
    await page.locator('[data-testid^="dossier-row-"]').first().waitFor();
    expect(await rawCodes()).toEqual([]);
    const ids = await page.locator('[data-testid^="dossier-row-"]').evaluateAll((rows) => rows.slice(0, 4).map((r) => r.getAttribute('data-testid')!.slice('dossier-row-'.length)));
    for (const id of ids) {
      for (const tab of ['', '/aanvraag-inkomen', '/acceptatie', '/communicatie', '/wijzigingen']) {
        await page.goto(`/dossiers/${id}${tab}`);
        await page.getByTestId('tab-overzicht').waitFor();
        expect(await rawCodes(), `/dossiers/${id}${tab}`).toEqual([]);
      }
    }
    await page.goto('/werkverdeling');
    await page.getByTestId('werkverdeling').waitFor();
    expect(await rawCodes()).toEqual([]);
  });
});
