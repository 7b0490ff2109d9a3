import { Suspense, lazy } from 'react';
import { LinearProgress } from '@mui/material';
import { DeleteButton, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { UnsavedChangesGuard } from '../../shell/forms/UnsavedChangesGuard';
import { informationEntity } from '../../../contract/information';
import dayjs from 'dayjs';
import { SchemaInputs } from '../generic/SchemaInputs';
import { zodValidator } from '../generic/zodValidator';
import { InformatiePdfInputs } from './InformatiePdfInputs';

const BodyInput = lazy(() => import('./BodyInput'));

const FormToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton data-testid="save-button" />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

/** Create and edit of an information item: the entity's inputs with a rich-text body, then the PDF. */
export const InformatieForm = () => (
  <SimpleForm
    validate={zodValidator(informationEntity.schema)}
    noValidate
    defaultValues={{ active: true, publicatieDatum: dayjs().format('YYYY-MM-DD'), body: '' }}
    toolbar={<FormToolbar />}
    sx={{ maxWidth: 800, '& .ra-input': { mt: 1 } }}
    data-testid="informatie-form"
  >
    <SchemaInputs
      entity={informationEntity}
      inputs={{
        body: (
          <Suspense fallback={<LinearProgress />}>
            <BodyInput />
          </Suspense>
        ),
      }}
    />
    <InformatiePdfInputs />
    <UnsavedChangesGuard />
  </SimpleForm>
);
