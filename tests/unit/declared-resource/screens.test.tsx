import { screen } from '@testing-library/react';
import { ResourceContextProvider } from 'ra-core';
import { describe, expect, it } from 'vitest';
import type { EntityDef } from '../../../contract/entity';
import { entities } from '../../../contract/registry';
import { canAccess } from '../../../src/authProvider/canAccess';
import { SchemaCreate } from '../../../src/resources/generic/SchemaCreate';
import { type NavContext, type NavItem, filterNavigation } from '../../../src/shell/menu/filterNavigation';
import { navigation } from '../../../src/shell/navigation';
import { sampleValue } from '../../api/beheer/samples';
import { renderInAdmin } from '../render';
import { notariskantoorEntity } from './notariskantoren';

/** The registry with the new declaration's line added, as the browser would load it. */
const registry = [...(entities as readonly EntityDef[]), notariskantoorEntity as EntityDef];

const beheerEntries = (permissions: string[], userCode: string) => {
  const ctx: NavContext = { permissions, userCode, profile: 'ff', officeId: null, reports: [], entities: registry };
  const group = filterNavigation(navigation, ctx).find((item) => item.id === 'beheer');
  return group?.kind === 'group' ? group.children : [];
};
const entry = (items: NavItem[]) => items.find((item) => item.id === 'beheer-notariskantoren');

describe('a new resource from its declaration alone, in the browser', () => {
  it("has its entry in the Beheer menu of whoever holds its permission, with its own label and route", () => {
    expect(entry(beheerEntries(['MENU_BEHEER_VIEW', 'BEHEER_NOTARISKANTOREN'], 'M'))).toMatchObject({ label: 'Notariskantoren', literal: true, to: '/beheer/notariskantoren' });
  });

  it('is read by any Beheer user (read: signedIn) and written only with its permission', () => {
    expect(entry(beheerEntries(['MENU_BEHEER_VIEW'], 'M'))).toBeDefined();
    expect(canAccess(['MENU_BEHEER_VIEW'], { action: 'list', resource: 'notariskantoren' }, registry)).toBe(true);
    expect(canAccess(['MENU_BEHEER_VIEW'], { action: 'create', resource: 'notariskantoren' }, registry)).toBe(false);
    expect(canAccess(['MENU_BEHEER_VIEW', 'BEHEER_NOTARISKANTOREN'], { action: 'create', resource: 'notariskantoren' }, registry)).toBe(true);
  });

  it("stays out of a lender's Beheer menu, as a list lenders do not work in", () => {
    expect(entry(beheerEntries(['MENU_BEHEER_VIEW', 'BEHEER_NOTARISKANTOREN'], 'H'))).toBeUndefined();
  });

  it("opens the create form with the schema's defaults: actief on", async () => {
    renderInAdmin(
      <ResourceContextProvider value="notariskantoren">
        <SchemaCreate entity={notariskantoorEntity as EntityDef} />
      </ResourceContextProvider>,
    );
    const actief = await screen.findByLabelText('Actief');
    expect((actief as HTMLInputElement).checked).toBe(true);
  });

  it('gives the registry-wide API test a valid sample for every field, from its kind or its rule', () => {
    for (const field of Object.keys(notariskantoorEntity.fields)) {
      const value = sampleValue(notariskantoorEntity as EntityDef, field, 7);
      expect(notariskantoorEntity.schema.shape[field as keyof typeof notariskantoorEntity.schema.shape].safeParse(value).success, field).toBe(true);
    }
  });
});
