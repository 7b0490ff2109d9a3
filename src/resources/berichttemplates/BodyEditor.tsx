import { RichBodyInput } from '../../shell/inputs/RichBodyInput';
import { MergeFieldMenu } from './MergeFieldMenu';

/** The template body, with a button that inserts a merge field at the cursor. */
export const BodyEditor = () => (
  <RichBodyInput source="inhoud" testId="template-body">
    <MergeFieldMenu />
  </RichBodyInput>
);
