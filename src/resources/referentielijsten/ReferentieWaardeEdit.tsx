import { useRedirect } from 'ra-core';
import { Edit } from 'react-admin';
import { referentieWaardeEntity } from '../../../contract/beheer/referentielijsten';
import type { EntityDef } from '../../../contract/entity';
import { SchemaForm } from '../generic/SchemaForm';
import { useClearReferenceList } from './useClearReferenceList';

const ReferentieWaardeEdit = () => {
  const clear = useClearReferenceList();
  const redirect = useRedirect();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (record) => {
          clear(record);
          redirect('list', 'referentielijsten');
        },
      }}
    >
      <SchemaForm entity={referentieWaardeEntity as unknown as EntityDef} />
    </Edit>
  );
};

export default ReferentieWaardeEdit;
