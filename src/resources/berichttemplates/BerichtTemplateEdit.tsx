import { Edit } from 'react-admin';
import { BerichtTemplateForm } from './BerichtTemplateForm';
import { BerichtTemplatePreview } from './BerichtTemplatePreview';

/** Saving stays on the form, so a change can be checked in the preview beside it at once. */
const BerichtTemplateEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false} aside={<BerichtTemplatePreview />}>
    <BerichtTemplateForm />
  </Edit>
);

export default BerichtTemplateEdit;
