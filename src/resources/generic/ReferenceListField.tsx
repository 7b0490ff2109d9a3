import { Typography } from '@mui/material';
import { useRecordContext } from 'ra-core';
import { useReferenceList } from './useReferenceList';

interface Props {
  source: string;
  path: string;
  optionText: string;
}

/** Shows the name a reference id stands for. */
export const ReferenceListField = ({ source, path, optionText }: Props) => {
  const record = useRecordContext();
  const { data } = useReferenceList(path);
  const value = record?.[source];
  if (value == null) return null;
  const item = data?.find((entry) => String(entry.id) === String(value));
  return <Typography variant="body2">{item ? String(item[optionText] ?? '') : String(value)}</Typography>;
};
