import { useNotify, useRedirect } from 'ra-core';
import { Create } from 'react-admin';
import { hypotheekproductEntity } from '../../../contract/beheer/hypotheekproducten';
import type { EntityDef } from '../../../contract/entity';
import { SchemaForm } from '../generic/SchemaForm';
import { schemaDefaults } from '../generic/zodValidator';
import { useClearProducts } from './useClearProducts';

const HypotheekproductCreate = () => {
  const clear = useClearProducts();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      mutationOptions={{
        onSuccess: () => {
          clear();
          notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
          redirect('list', 'hypotheekproducten');
        },
      }}
    >
      {/* A new product is offered with NHG up to the full market value unless chosen otherwise (the schema's defaults). */}
      <SchemaForm entity={hypotheekproductEntity as unknown as EntityDef} defaultValues={schemaDefaults(hypotheekproductEntity.schema)} />
    </Create>
  );
};

export default HypotheekproductCreate;
