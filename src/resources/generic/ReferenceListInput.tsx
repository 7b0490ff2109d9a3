import type { SxProps, Theme } from '@mui/material/styles';
import { AutocompleteArrayInput, SelectInput } from 'react-admin';
import { useReferenceList } from './useReferenceList';

interface Props {
  source: string;
  path: string;
  optionText: string;
  helperText?: string;
  isRequired: boolean;
  /** As a list filter: shown without opening the filter menu. */
  alwaysOn?: boolean;
  readOnly?: boolean;
  sx?: SxProps<Theme>;
}

/** A select over a reference list; the empty choice is stored as null (react-admin parses "" so). */
export const ReferenceListInput = ({ source, path, optionText, helperText, isRequired, alwaysOn, readOnly, sx }: Props) => {
  const { data, isPending } = useReferenceList(path);
  return (
    <SelectInput
      source={source}
      choices={data ?? []}
      optionText={optionText}
      isPending={isPending}
      helperText={helperText}
      isRequired={isRequired}
      alwaysOn={alwaysOn}
      readOnly={readOnly}
      fullWidth={!alwaysOn}
      // While the choices load, react-admin stands a text field in for the select. It takes the
      // select's margin only when one is given, not its default: without this a filter stood a few
      // pixels off the filters beside it until its list arrived.
      margin="dense"
      // A filter sits in the list's toolbar beside the small ones.
      size={alwaysOn ? 'small' : undefined}
      sx={sx}
    />
  );
};

/** Several ids of a reference list (e.g. the roles of a user), chosen by typing a part of the name. */
export const ReferenceListArrayInput = ({ source, path, optionText, helperText, isRequired, readOnly }: Props) => {
  const { data, isPending } = useReferenceList(path);
  return (
    <AutocompleteArrayInput
      source={source}
      choices={data ?? []}
      optionText={optionText}
      isPending={isPending}
      helperText={helperText}
      isRequired={isRequired}
      readOnly={readOnly}
      fullWidth
    />
  );
};
