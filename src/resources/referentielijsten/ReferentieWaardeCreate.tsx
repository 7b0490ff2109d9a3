import { useRedirect } from 'ra-core';
import { Create } from 'react-admin';
import { referentieWaardeEntity } from '../../../contract/beheer/referentielijsten';
import type { EntityDef } from '../../../contract/entity';
import { SchemaForm } from '../generic/SchemaForm';
import { useClearReferenceList } from './useClearReferenceList';

const DEFAULTS = { active: true, volgorde: 99 };

const ReferentieWaardeCreate = () => {
  const clear = useClearReferenceList();
  const redirect = useRedirect();
  return (
    <Create
      mutationOptions={{
        onSuccess: (record) => {
          clear(record);
          redirect('list', 'referentielijsten');
        },
      }}
    >
      <SchemaForm entity={referentieWaardeEntity as unknown as EntityDef} defaultValues={DEFAULTS} />
    </Create>
  );
};

export default ReferentieWaardeCreate;
