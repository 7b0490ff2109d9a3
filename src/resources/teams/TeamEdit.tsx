import { teamEntity } from '../../../contract/team';
import { SchemaEdit } from '../generic/SchemaEdit';

const TeamEdit = () => <SchemaEdit entity={teamEntity} />;

export default TeamEdit;
