import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useState, useSyncExternalStore } from 'react';

/** Read by a screen reader, not shown. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const LEVELS = [
  { key: 'paragraph', level: null },
  { key: 'heading1', level: 1 },
  { key: 'heading2', level: 2 },
  { key: 'heading3', level: 3 },
] as const;

/**
 * The text level of the rich-text toolbar: Normaal or Kop 1–3 (the headings the server's sanitiser
 * keeps). In place of ra-input-rich-text's LevelSelect, whose list item outside a list and whose
 * name ('Huidig niveau') without its visible text ('Normaal') axe reports as serious: this is one
 * button named 'Niveau: Normaal', with a menu.
 */
export const HeadingLevelSelect = () => {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The level follows the cursor: read it again after every change of the editor's state.
  const current = useSyncExternalStore(
    (changed) => {
      editor?.on('transaction', changed);
      return () => void editor?.off('transaction', changed);
    },
    () => LEVELS.find((option) => (option.level === null ? editor?.isActive('paragraph') : editor?.isActive('heading', { level: option.level }))) ?? LEVELS[0],
  );
  const choose = (option: (typeof LEVELS)[number]) => {
    setAnchor(null);
    editor?.chain().focus().setNode(option.level === null ? 'paragraph' : 'heading', option.level === null ? {} : { level: option.level }).run();
  };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        aria-controls={anchor ? 'heading-level-menu' : undefined}
        disabled={!editor?.isEditable}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ArrowDropDown />}
        sx={{ fontWeight: 400, minWidth: 100, justifyContent: 'space-between' }}
        data-testid="heading-level"
      >
        <Box component="span" sx={visuallyHidden}>
          {translate('ra.tiptap.level')}:{' '}
        </Box>
        {translate(`ra.tiptap.${current.key}`)}
      </Button>
      <Menu id="heading-level-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LEVELS.map((option) => (
          <MenuItem key={option.key} selected={option === current} onClick={() => choose(option)}>
            {translate(`ra.tiptap.${option.key}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
