import { Create } from 'react-admin';
import { BerichtTemplateForm } from './BerichtTemplateForm';

/** After creating, the template opens for editing, where the dossier preview is. */
const BerichtTemplateCreate = () => (
  <Create redirect="edit">
    <BerichtTemplateForm isNew />
  </Create>
);

export default BerichtTemplateCreate;
