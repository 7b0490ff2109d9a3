import { teamEntity } from '../../../contract/team';
import { SchemaShow } from '../generic/SchemaShow';

const TeamShow = () => <SchemaShow entity={teamEntity} />;

export default TeamShow;
