import { backofficeTemplateEntity } from '../../../contract/backoffice-template';
import { SchemaForm } from '../generic/SchemaForm';
import { VariablesInput } from './VariablesInput';

/** The generic form of the entity, with the variables as checkboxes. */
export const BackofficeTemplateForm = () => (
  <SchemaForm entity={backofficeTemplateEntity} defaultValues={{ active: true, variables: [] }} inputs={{ variables: <VariablesInput /> }} />
);
