import { teamEntity } from '../../../contract/team';
import { SchemaList } from '../generic/SchemaList';

const TeamList = () => <SchemaList entity={teamEntity} />;

export default TeamList;
