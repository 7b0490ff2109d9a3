import { berichtTemplateEntity } from '../../../contract/bericht-template';
import type { EntityDef } from '../../../contract/entity';
import { ReferenceListInput } from '../generic/ReferenceListInput';
import { SchemaForm } from '../generic/SchemaForm';
import { BodyEditor } from './BodyEditor';

const entity = berichtTemplateEntity as unknown as EntityDef;

/** A new template: an e-mail for every lender, active and offered for hand-written messages. */
const DEFAULTS = { categorie: 'E', btl: false, handmatig: true, active: true, geldverstrekkerId: null };

/** The generic form with the rich-text body and the spec's category and type calls as choices. */
export const BerichtTemplateForm = ({ isNew = false }: { isNew?: boolean }) => (
  <SchemaForm
    entity={entity}
    defaultValues={isNew ? DEFAULTS : undefined}
    inputs={{
      categorie: <ReferenceListInput source="categorie" path="/api/v1/bericht-templates/categories" optionText="omschrijving" isRequired />,
      berichtsoort: <ReferenceListInput source="berichtsoort" path="/api/v1/bericht-templates/types" optionText="omschrijving" isRequired />,
      inhoud: <BodyEditor />,
    }}
  />
);
