import { rapportageEntity } from '../../../contract/beheer/rapportages';
import { SchemaCreate } from '../generic/SchemaCreate';

/** A new report is active, for everyone with Rapportages in the menu, a total per month, last in the menu. */
const DEFAULTS = { active: true, permissie: 'MENU_RAPPORTAGES_VIEW', groepering: 'GEEN', tijdvak: 'MAAND', volgorde: 99 };

const RapportageCreate = () => <SchemaCreate entity={rapportageEntity} defaultValues={DEFAULTS} />;

export default RapportageCreate;
