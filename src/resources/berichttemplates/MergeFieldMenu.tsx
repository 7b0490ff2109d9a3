import { useState } from 'react';
import DataObject from '@mui/icons-material/DataObject';
import { Button, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useWatch } from 'react-hook-form';
import { mergeTag, type MergeField } from '../../../contract/merge-fields';
import { useReferenceList } from '../generic/useReferenceList';

/** The merge fields the server offers for this kind of template, grouped as the list gives them. */
const groupsOf = (fields: MergeField[]) =>
  fields.reduce<[string, MergeField[]][]>((groups, field) => {
    const last = groups.at(-1);
    if (last && last[0] === field.groep) last[1].push(field);
    else groups.push([field.groep, [field]]);
    return groups;
  }, []);

/**
 * A toolbar button of the body editor that inserts a merge field ({{code}}) at the cursor. A BTL
 * template offers the BTL fields (/rs/mergeveldens/btl), any other the residential ones.
 */
export const MergeFieldMenu = () => {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const btl = useWatch({ name: 'btl' }) === true;
  const { data } = useReferenceList(btl ? '/api/v1/rs/mergeveldens/btl' : '/api/v1/rs/mergeveldens');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const insert = (code: string) => {
    setAnchor(null);
    editor?.chain().focus().insertContent(mergeTag(code)).run();
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<DataObject />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={!editor || !data}
        data-testid="merge-field-button"
        sx={{ ml: 1, textTransform: 'none' }}
      >
        {translate(data ? 'app.berichtTemplates.mergeField' : 'app.berichtTemplates.mergeFieldsLoading')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxHeight: 420 } } }}>
        {groupsOf((data ?? []) as unknown as MergeField[]).flatMap(([groep, fields]) => [
          <ListSubheader key={`g-${groep}`}>{groep}</ListSubheader>,
          ...fields.map((field) => (
            <MenuItem key={field.id} onClick={() => insert(field.id)} data-testid={`merge-field-${field.id}`}>
              {field.omschrijving}
            </MenuItem>
          )),
        ])}
      </Menu>
    </>
  );
};
