import { useTranslate } from 'ra-core';
import { VERZEKERING_LABELS, VERZEKERING_SOORTEN, VERZEKERING_STATUSSEN, verzekeringCreateSchema, verzekeringPatchSchema } from '../../../../contract/insurances';
import { personName } from '../../../../contract/names';
import { app } from '../../../i18n/nl';
import { choicesOf, type FieldKind, type FieldSpec } from '../forms/fields';
import { DossierRecordsSection } from '../forms/DossierRecordsSection';
import { useDossier } from '../useDossier';

const t = app.insurances;
const KINDS: Record<string, FieldKind> = {
  verzekerdBedrag: 'amount',
  premiePerMaand: 'amount',
  ingangsDatum: 'date',
  eindDatum: 'date',
  verpand: 'boolean',
  polisOntvangen: 'boolean',
};
// What fits the detail's column at 1,366 px; policy number, premium and the rest are in the form.
const SHOWN = ['soort', 'hypotheekgeverId', 'maatschappij', 'verzekerdBedrag', 'eindDatum', 'status'];

/**
 * The insurances of the dossier (docs/insurances.md): life cover, payment protection and the
 * buildings insurance, each of an applicant of this dossier (the buildings insurance of none).
 */
const VerzekeringenSection = ({ dossierId }: { dossierId: number }) => {
  const translate = useTranslate();
  const { data: dossier } = useDossier(dossierId);
  const applicants = (dossier?.hypotheekGevers ?? []).map((a) => ({ id: a.id, name: personName(a.partijNawData) }));
  const fields: FieldSpec[] = Object.entries(VERZEKERING_LABELS).map(([source, label]) => {
    if (source === 'soort') return { source, label, kind: 'select', choices: choicesOf(VERZEKERING_SOORTEN, t.soorten) };
    if (source === 'status') return { source, label, kind: 'select', choices: choicesOf(VERZEKERING_STATUSSEN, t.statussen) };
    if (source === 'hypotheekgeverId') return { source, label, kind: 'select', choices: applicants };
    return { source, label, kind: KINDS[source] ?? 'text' };
  });
  return (
    <DossierRecordsSection
      dossierId={dossierId}
      path="verzekering"
      title={translate('app.insurances.section')}
      testId="verzekeringen"
      columns={fields.filter((f) => SHOWN.includes(f.source))}
      fields={fields}
      createSchema={verzekeringCreateSchema}
      patchSchema={verzekeringPatchSchema}
      newValues={{ status: 'AANGEVRAAGD', verpand: false, polisOntvangen: false }}
    />
  );
};

export default VerzekeringenSection;
