import { Create } from 'react-admin';
import { BackofficeTemplateForm } from './BackofficeTemplateForm';

/** After saving the user lands on the edit screen, where the PDF is added (it needs the template's id). */
const BackofficeTemplateCreate = () => (
  <Create redirect="edit">
    <BackofficeTemplateForm />
  </Create>
);

export default BackofficeTemplateCreate;
