import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { i18nProvider, loadResourceMessages } from '../../../src/i18n/i18nProvider';
import { raNl } from '../../../src/i18n/ra';
import { resourceMessages } from '../../../src/i18n/resources';
import { teamEntity } from '../../../contract/team';

const keys = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) => (value && typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

describe('Dutch messages', () => {
  it("translate every react-admin message key", () => {
    expect(keys(raNl).sort()).toEqual(keys(englishMessages.ra).sort());
  });
  it('build resources.<name>.* from the entity metadata', () => {
    expect(resourceMessages([teamEntity])).toEqual({
      teams: {
        name: 'Team |||| Teams',
        fields: { teamNaam: 'Teamnaam', teamEmail: 'E-mailadres team', teamType: 'Soort', moneyProviderId: 'Geldverstrekker', active: 'Actief' },
      },
    });
  });
  it('add the resource labels once the registry is loaded', async () => {
    await loadResourceMessages();
    expect(i18nProvider.translate('resources.teams.name', { smart_count: 2 })).toBe('Teams');
    expect(i18nProvider.translate('resources.teams.fields.teamEmail')).toBe('E-mailadres team');
    expect(i18nProvider.translate('ra.action.save')).toBe('Opslaan');
  });
});

describe('counts in running text (issue 36)', () => {
  it('read right for one and for more: no "Alle 1 openen"', () => {
    const t = (key: string, options: object) => i18nProvider.translate(key, options);
    expect(t('app.insight.start.overSlaAll', { smart_count: 1 })).toBe('1 dossier openen');
    expect(t('app.insight.start.overSlaAll', { smart_count: 7 })).toBe('Alle 7 openen');
    expect(t('app.insight.leadTimes.openRunning', { smart_count: 1, label: 'Aanvraag' })).toBe('1 lopend dossier in Aanvraag openen');
    expect(t('app.insight.leadTimes.openRunning', { smart_count: 4, label: 'Aanvraag' })).toBe('De 4 lopende dossiers in Aanvraag openen');
    expect(t('app.insight.leadTimes.openOverNorm', { smart_count: 1, label: 'Aanvraag' })).toBe('1 dossier boven de norm in Aanvraag openen');
    expect(t('app.insight.leadTimes.openOverNorm', { smart_count: 2, label: 'Aanvraag' })).toBe('De 2 dossiers boven de norm in Aanvraag openen');
  });
});
