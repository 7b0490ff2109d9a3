import { waitFor } from '@testing-library/react';
import { type DataProvider, EditBase, Form, useEditContext } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { eventTemplateEntity } from '../../../contract/beheer/event-templates';
import type { EntityDef } from '../../../contract/entity';
import { isRequiredField, zodValidator } from '../../../src/resources/generic/zodValidator';
import { teamEntity } from '../../../contract/team';
import { gebruikerEntity } from '../../../contract/gebruiker';
import { writeSession } from '../../../src/authProvider/session';
import { dataProvider } from '../../../src/dataProvider';
import { clearReferenceList } from '../../../src/dataProvider/references';
import { SchemaInputs } from '../../../src/resources/generic/SchemaInputs';
import { useRegisterEntities } from '../../../src/resources/generic/useRegisterEntities';
import { json, mockFetch } from '../dataProvider/fetchMock';
import { session } from '../fixtures';
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

describe('edit and show titles', () => {
  const entity = eventTemplateEntity as unknown as EntityDef;
  const entities = [entity];
  const Title = () => <>{useEditContext().defaultTitle}</>;
  const EditPage = ({ register }: { register: boolean }) => {
    useRegisterEntities(register ? entities : undefined);
    return (
      <EditBase resource={entity.name} id={7}>
        <Title />
      </EditBase>
    );
  };
  const dataProvider = { getOne: async () => ({ data: { id: 7, naam: 'Welkom bij ons kantoor' } }) } as unknown as DataProvider;

  it("name the record by its representation, in react-admin's own title too", async () => {
    const { findByText } = renderInAdmin(<EditPage register />, { dataProvider });
    expect(await findByText(/Welkom bij ons kantoor$/)).toBeTruthy();
  });

  it('would name it by id without the registration', async () => {
    const { findByText } = renderInAdmin(<EditPage register={false} />, { dataProvider });
    expect(await findByText(/#7$/)).toBeTruthy();
  });
});

describe('team choices per role (spec 000 §6)', () => {
  const teamCalls = async (userCode: 'E' | 'H') => {
    clearReferenceList('/api/v1/teams?active=true&moneyProviderId=-1');
    clearReferenceList('/api/v1/teams?active=true&findMoneyProviderByProducts=true');
    writeSession(session({ userCode }));
    const calls = mockFetch(() => json([]));
    renderInAdmin(
      <Form record={{ teamIds: [] }}>
        <SchemaInputs entity={gebruikerEntity as unknown as EntityDef} />
      </Form>,
      { dataProvider },
    );
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/v1/teams')).toBe(true));
    return calls.filter((c) => c.url.pathname === '/api/v1/teams').map((c) => c.url.search);
  };

  it('an employee picks from the active teams of the organisation itself (money provider -1)', async () => {
    expect(await teamCalls('E')).toEqual(['?active=true&moneyProviderId=-1']);
  });

  it('a lender picks from the active teams found by its products', async () => {
    expect(await teamCalls('H')).toEqual(['?active=true&findMoneyProviderByProducts=true']);
  });
});
