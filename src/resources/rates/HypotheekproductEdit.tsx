import { useNotify, useRedirect } from 'ra-core';
import { Edit } from 'react-admin';
import { hypotheekproductEntity } from '../../../contract/beheer/hypotheekproducten';
import type { EntityDef } from '../../../contract/entity';
import { SchemaForm } from '../generic/SchemaForm';
import { useClearProducts } from './useClearProducts';

const HypotheekproductEdit = () => {
  const clear = useClearProducts();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          clear();
          notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
          redirect('list', 'hypotheekproducten');
        },
      }}
    >
      <SchemaForm entity={hypotheekproductEntity as unknown as EntityDef} />
    </Edit>
  );
};

export default HypotheekproductEdit;
