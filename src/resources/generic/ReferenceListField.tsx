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

/** Shows the names several reference ids stand for, comma-separated. */
export const ReferenceListArrayField = ({ source, path, optionText }: Props) => {
  const record = useRecordContext();
  const { data } = useReferenceList(path);
  const values = (record?.[source] ?? []) as (string | number)[];
  const names = values.map((value) => {
    const item = data?.find((entry) => String(entry.id) === String(value));
    return item ? String(item[optionText] ?? '') : String(value);
  });
  return <Typography variant="body2">{names.join(', ')}</Typography>;
};
