import { teamEntity } from '../../../contract/team';
import { SchemaCreate } from '../generic/SchemaCreate';

/** A new team is active and one of the organisation's own teams unless chosen otherwise. */
const DEFAULTS = { active: true, teamType: 'TEAM', moneyProviderId: null };

const TeamCreate = () => <SchemaCreate entity={teamEntity} defaultValues={DEFAULTS} />;

export default TeamCreate;
