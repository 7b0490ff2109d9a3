import { RichBodyInput } from '../../shell/inputs/RichBodyInput';

/** The body of an information item, in its own chunk with tiptap. */
const BodyInput = () => <RichBodyInput source="body" testId="informatie-body" />;

export default BodyInput;
