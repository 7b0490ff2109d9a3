import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import type { DossierObject } from '../../../dataProvider/dossierObjects';
import { kadasterItemSchema, kadasterUpdateSchema, objectSchema } from '../../../../contract/dossier-forms';
import { EditableSection } from '../forms/EditableSection';
import { RecordListSection } from '../forms/RecordListSection';
import { useDossierRefresh } from '../forms/useDossierRefresh';
import { KADASTER_FIELDS, OBJECT_FIELDS } from './objectFields';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

const address = (o: DossierObject) => [o.straatNaam, o.huisNummer, o.huisNummerToevoeging].filter(Boolean).join(' ') + `, ${o.plaatsNaam}`;

/** The property (one, or several for a BTL portfolio) with its kadaster parcels. */
const ObjectSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { data: objects } = useQuery({ queryKey: ['dossier', String(dossierId), 'object'], queryFn: () => dataProvider.getObjects(dossierId) });
  const refresh = useDossierRefresh(dossierId);
  // No property yet (an application without one, or a BTL dossier before its portfolio): the same
  // form adds it; PUT creates the first property when the dossier has none.
  if (objects && !objects.length) {
    return (
      <EditableSection
        title={translate('app.dossierDetail.objectCreate.title')}
        testId="object"
        fields={OBJECT_FIELDS}
        schema={objectSchema}
        record={null}
        editLabel={translate('app.dossierDetail.objectCreate.add')}
        emptyText={translate('app.objects.none')}
        save={(values) => dataProvider.putObject(dossierId, values)}
        onSaved={refresh}
      />
    );
  }
  return (
    <>
      {objects?.map((o) => (
        <div key={o.id} data-testid={`object-${o.id}`}>
          <EditableSection
            title={translate('app.objects.title', { adres: address(o) })}
            testId="object"
            fields={OBJECT_FIELDS}
            schema={objectSchema}
            record={o as unknown as Record<string, unknown>}
            extra={{ id: o.id, version: o.version }}
            save={(values) => dataProvider.putObject(dossierId, values)}
            onSaved={refresh}
          />
          <RecordListSection
            title={translate('app.objects.kadaster')}
            testId="kadaster"
            rows={o.kadaster}
            columns={KADASTER_FIELDS}
            createSchema={kadasterItemSchema}
            updateSchema={kadasterUpdateSchema}
            save={(values, row) => (row ? dataProvider.putKadasterItem(o.id, values) : dataProvider.addKadasterItem(o.id, values))}
            remove={(row) => dataProvider.deleteKadasterItem(o.id, row.id)}
            describe={(row) => translate('app.objects.kadasterItem', { gemeente: row.kadastraleGemeente, sectie: row.sectie, perceel: row.perceelnummer })}
            onChanged={refresh}
          />
        </div>
      ))}
    </>
  );
};

export default ObjectSection;
