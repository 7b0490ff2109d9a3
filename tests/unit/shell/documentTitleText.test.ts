import { describe, expect, it } from 'vitest';
import { app } from '../../../src/i18n/nl';
import { documentTitle } from '../../../src/shell/layout/documentTitleText';

const translate = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], { app }) as string;

describe('document title', () => {
  it("is 'Hypotheek Backoffice - <route title>'", () => {
    expect(documentTitle('/dossiers', translate)).toBe('Hypotheek Backoffice - Dossiers');
    expect(documentTitle('/tickets/taken', translate)).toBe('Hypotheek Backoffice - Taken');
    expect(documentTitle('/adviseurs/12/facturen', translate)).toBe('Hypotheek Backoffice - Facturen');
  });
  it("is 'Hypotheek Backoffice - Beheer' anywhere under /beheer", () => {
    expect(documentTitle('/beheer', translate)).toBe('Hypotheek Backoffice - Beheer');
    expect(documentTitle('/beheer/teams/4/show', translate)).toBe('Hypotheek Backoffice - Beheer');
  });
  it('is the prefix alone where no route title applies', () => {
    expect(documentTitle('/', translate)).toBe('Hypotheek Backoffice');
    expect(documentTitle('/onbekend', translate)).toBe('Hypotheek Backoffice');
    expect(documentTitle('/beheerder', translate)).toBe('Hypotheek Backoffice');
  });
});
