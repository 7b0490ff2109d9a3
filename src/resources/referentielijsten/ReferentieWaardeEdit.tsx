import { useRedirect } from 'ra-core';
import { Edit } from 'react-admin';
import { referentieWaardeEntity } from '../../schema/beheer/referentielijsten';
import type { EntityDef } from '../../schema/entity';
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
