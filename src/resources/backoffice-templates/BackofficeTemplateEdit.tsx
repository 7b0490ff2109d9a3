import { Edit } from 'react-admin';
import { BackofficeTemplateForm } from './BackofficeTemplateForm';
import { BackofficeTemplatePdf } from './BackofficeTemplatePdf';

/** Pessimistic, like every Beheer form: a refusal lands on the form the user still sees. The PDF has its own calls beside it. */
const BackofficeTemplateEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" aside={<BackofficeTemplatePdf />}>
    <BackofficeTemplateForm />
  </Edit>
);

export default BackofficeTemplateEdit;
