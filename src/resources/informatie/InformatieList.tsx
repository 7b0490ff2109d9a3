import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { useRecordContext, useTranslate } from 'ra-core';
import { CreateButton, DataTable, List, SearchInput, SelectInput, ShowButton, TopToolbar } from 'react-admin';
import { INFORMATION_CATEGORIES, type InformationLite, informationEntity } from '../../../contract/information';
import { ReferenceListInput } from '../generic/ReferenceListInput';
import { SchemaField } from '../generic/SchemaField';

const fields = informationEntity.fields;

const PdfMark = () => {
  const record = useRecordContext<InformationLite>();
  return record?.pdf ? <PictureAsPdf fontSize="small" color="error" titleAccess={record.pdf.naam} /> : null;
};

const Category = () => {
  const record = useRecordContext<InformationLite>();
  const translate = useTranslate();
  return record ? <>{translate(`app.informatie.categories.${record.categorie}`)}</> : null;
};

/** Beheer › Informatie en nieuws: every item, also planned, expired and inactive ones (POST /information/search). */
const InformatieList = () => {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="tekst" source="tekst" alwaysOn placeholder={translate('app.informatie.search')} slotProps={{ htmlInput: { 'data-testid': 'filter-tekst' } }} />,
    <SelectInput
      key="categorie"
      source="categorie"
      label={translate('app.informatie.fields.categorie')}
      alwaysOn
      size="small"
      choices={INFORMATION_CATEGORIES.map((id) => ({ id, name: translate(`app.informatie.categories.${id}`) }))}
    />,
    <ReferenceListInput key="typeId" source="typeId" alwaysOn path="/api/v1/rs/informationtypes" optionText="naam" isRequired={false} />,
    <SelectInput
      key="active"
      source="active"
      alwaysOn
      size="small"
      choices={[
        { id: 'true', name: translate('app.list.yes') },
        { id: 'false', name: translate('app.list.no') },
      ]}
    />,
  ];
  return (
    <List
      sort={{ field: 'publicatieDatum', order: 'DESC' }}
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton data-testid="create-button" />
        </TopToolbar>
      }
      exporter={false}
      perPage={25}
    >
      <DataTable rowClick="edit" bulkActionButtons={false} data-testid="informatie-list">
        <DataTable.Col source="titel" />
        <DataTable.Col source="typeNaam" label="app.informatie.fields.typeId" disableSort />
        <DataTable.Col source="categorie" label="app.informatie.fields.categorie" disableSort>
          <Category />
        </DataTable.Col>
        <DataTable.Col source="publicatieDatum">
          <SchemaField source="publicatieDatum" meta={fields.publicatieDatum} />
        </DataTable.Col>
        <DataTable.Col source="vervalDatum" disableSort>
          <SchemaField source="vervalDatum" meta={fields.vervalDatum} />
        </DataTable.Col>
        <DataTable.Col source="active" disableSort>
          <SchemaField source="active" meta={fields.active} />
        </DataTable.Col>
        <DataTable.Col source="pdf" label="app.informatie.fields.pdf" disableSort>
          <PdfMark />
        </DataTable.Col>
        {/* The item as readers see it, body and PDF included. */}
        <DataTable.Col label="" disableSort>
          <ShowButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};

export default InformatieList;
