import { RecordContextProvider } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { RecordTitle } from '../../../src/resources/generic/RecordTitle';
import { eventTemplateEntity } from '../../../contract/beheer/event-templates';
import type { EntityDef } from '../../../contract/entity';
import teams from '../../../src/resources/teams';
import { isRequiredField, zodValidator } from '../../../src/resources/generic/zodValidator';
import { teamEntity } from '../../../contract/team';
import { renderInAdmin } from '../render';

describe('client-side validation from the zod schema', () => {
  const validate = zodValidator(teamEntity.schema);
  it('gives the same Dutch messages as the server, per field', () => {
    expect(validate({ teamNaam: '  ', teamEmail: 'geen-mail', teamType: 'TEAM', moneyProviderId: null, active: true })).toEqual({
      teamNaam: 'Dit veld is verplicht.',
      teamEmail: 'Let op: ongeldig e-mailadres formaat.',
    });
  });
  it('accepts a valid record, ignoring id and version', () => {
    expect(validate({ id: 1, version: 3, teamNaam: 'A', teamEmail: 'a@b.nl', teamType: 'TEAM', moneyProviderId: null, active: false })).toEqual({});
  });
  it('marks the fields a record cannot do without', () => {
    expect(isRequiredField(teamEntity.schema, 'teamNaam')).toBe(true);
    expect(isRequiredField(teamEntity.schema, 'moneyProviderId')).toBe(false);
  });
});

describe('teams resource', () => {
  it('exports lazy views, an icon and the entity record representation', () => {
    expect(Object.keys(teams).sort()).toEqual(['create', 'edit', 'icon', 'list', 'recordRepresentation', 'show']);
    expect(teams.recordRepresentation).toBe(teamEntity.recordRepresentation);
  });
});

describe('edit and show titles', () => {
  it('name the entity and the record by its representation, not by id', async () => {
    const { findByText } = renderInAdmin(
      <RecordContextProvider value={{ id: 7, naam: 'Welkom bij ons kantoor' }}>
        <RecordTitle entity={eventTemplateEntity as unknown as EntityDef} page="edit" />
      </RecordContextProvider>,
    );
    expect(await findByText('Eventtemplate Welkom bij ons kantoor')).toBeTruthy();
  });
});
