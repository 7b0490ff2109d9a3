import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { EditButton, Labeled, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import { InformationBody } from '../../pages/informatie/InformationBody';
import { type InformationItem, informationEntity } from '../../../contract/information';
import { SchemaField } from '../generic/SchemaField';
import { InformatieTitle } from './InformatieTitle';

const fields = informationEntity.fields;

const BodyAndPdf = () => {
  const record = useRecordContext<InformationItem>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <InformationBody html={record.body} />
      {record.pdf && (
        <Button component={Link} to={`/pdf/informatie/${record.id}`} startIcon={<PictureAsPdf />} data-testid="informatie-open-pdf">
          {translate('app.informatie.openPdf')}
        </Button>
      )}
    </>
  );
};

/** An item as readers will see it: its data, the body and the PDF. */
const InformatieShow = () => (
  <Show
    title={<InformatieTitle />}
    actions={
      <TopToolbar>
        <EditButton data-testid="edit-button" />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="titel" />
      <Labeled source="typeNaam" label="app.informatie.fields.typeId">
        <TextField source="typeNaam" />
      </Labeled>
      <SchemaField source="publicatieDatum" meta={fields.publicatieDatum} />
      <SchemaField source="vervalDatum" meta={fields.vervalDatum} />
      <TextField source="samenvatting" />
      <BodyAndPdf />
    </SimpleShowLayout>
  </Show>
);

export default InformatieShow;
