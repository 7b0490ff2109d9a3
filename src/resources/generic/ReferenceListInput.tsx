import { SelectInput } from 'react-admin';
import { useReferenceList } from './useReferenceList';

interface Props {
  source: string;
  path: string;
  optionText: string;
  helperText?: string;
  isRequired: boolean;
}

/** A select over a reference list; the empty choice is stored as null (react-admin parses "" so). */
export const ReferenceListInput = ({ source, path, optionText, helperText, isRequired }: Props) => {
  const { data, isPending } = useReferenceList(path);
  return (
    <SelectInput
      source={source}
      choices={data ?? []}
      optionText={optionText}
      isPending={isPending}
      helperText={helperText}
      isRequired={isRequired}
      fullWidth
    />
  );
};
