import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { app } from '../../../i18n/nl';
import { personName } from '../../../../contract/names';
import { EXTRACTED_BRONNEN, EXTRACTED_PARTY_FIELDS, EXTRACTED_ROLLEN, extractedPartyCreateSchema, extractedPartyUpdateSchema } from '../../../../contract/dossier-parties';
import { PARTIJ_NAW_LABELS } from '../../../../contract/dossier-forms';
import { PartyHistoryDialog } from '../../extracted-parties/PartyHistoryDialog';
import { choicesOf, type FieldKind, type FieldSpec } from '../forms/fields';
import { RecordListSection } from '../forms/RecordListSection';
import { useDossierRefresh } from '../forms/useDossierRefresh';
import { useDossierForms } from '../useDossier';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

const t = app.extractedParties;
const KINDS: Partial<Record<string, FieldKind>> = { geboorteDatum: 'date', huisNummer: 'number' };
const LABELS: Record<string, string> = { ...PARTIJ_NAW_LABELS, bron: t.bron, rol: t.rol, hypotheekgeverId: t.aanvrager, bedrijfsNaam: t.bedrijfsNaam, kvkNummer: t.kvkNummer };
const COLUMNS = ['bron', 'rol', 'naam', 'geboorteDatum', 'bsn', 'postcode'];

/**
 * What was read from the dossier's documents (passports, employer's statements, …). A document of
 * an applicant starts the KYC steps below; each change is kept in the party's history.
 */
const DocumentPartiesSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const refresh = useDossierRefresh(dossierId);
  const [history, setHistory] = useState<{ id: number; naam: string } | null>(null);
  const { data: dossier } = useDossierForms(dossierId);
  const { data } = useQuery({ queryKey: ['dossier', String(dossierId), 'extracted-parties'], queryFn: () => dataProvider.getDossierParties(dossierId) });
  const applicants = (dossier?.hypotheekGevers ?? []).map((a) => ({ id: a.id, name: personName(a.partijNawData) }));
  const fields: FieldSpec[] = EXTRACTED_PARTY_FIELDS.map((source) => {
    if (source === 'hypotheekgeverId') return { source, label: LABELS[source], kind: 'select', choices: applicants };
    if (source === 'bron') return { source, label: LABELS[source], kind: 'select', choices: choicesOf(EXTRACTED_BRONNEN, t.bronnen) };
    if (source === 'rol') return { source, label: LABELS[source], kind: 'select', choices: choicesOf(EXTRACTED_ROLLEN, t.rollen) };
    return { source, label: LABELS[source], kind: KINDS[source] ?? 'text' };
  });
  const columns: FieldSpec[] = COLUMNS.map((source) => fields.find((f) => f.source === source) ?? { source, label: t.naam });
  const rows = (data?.content ?? []).map((p) => ({ ...p, naam: p.bedrijfsNaam ?? personName(p) }));
  return (
    <>
      <RecordListSection
        title={translate('app.extractedParties.panel')}
        testId="document-parties"
        rows={rows}
        columns={columns}
        fields={fields}
        createSchema={extractedPartyCreateSchema}
        updateSchema={extractedPartyUpdateSchema}
        newValues={{ dossierId, bron: 'PASPOORT', rol: 'AANVRAGER', hypotheekgeverId: applicants[0]?.id ?? null }}
        save={(values, row) => (row ? dataProvider.updateParty(row.id, values) : dataProvider.createParty(values))}
        onHistory={(row) => setHistory({ id: row.id, naam: row.naam })}
        onChanged={refresh}
      />
      <PartyHistoryDialog party={history} onClose={() => setHistory(null)} />
    </>
  );
};

export default DocumentPartiesSection;
