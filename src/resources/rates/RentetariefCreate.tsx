import dayjs from 'dayjs';
import { rentetariefEntity } from '../../../contract/beheer/rentetarieven';
import type { EntityDef } from '../../../contract/entity';
import { SchemaCreate } from '../generic/SchemaCreate';

/** A new rate is offered from today unless another date is chosen. */
const RentetariefCreate = () => <SchemaCreate entity={rentetariefEntity as unknown as EntityDef} defaultValues={{ active: true, ingangsdatum: dayjs().format('YYYY-MM-DD') }} />;

export default RentetariefCreate;
