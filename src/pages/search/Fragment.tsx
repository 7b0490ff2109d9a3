import { Box } from '@mui/material';

/**
 * The matching part of a note, as PostgreSQL cut it (ts_headline): the words it matched stand
 * between « and », shown marked. Text only: nothing from the note is read as markup.
 */
export const Fragment = ({ text }: { text: string }) => (
  <Box component="span" sx={{ display: 'block', color: 'text.primary', '& mark': { bgcolor: '#fff3b0', color: '#1a1a1a', px: 0.25, borderRadius: 0.5 } }} data-testid="search-fragment">
    {text.split(/(«[^»]*»)/).map((part, index) => (part.startsWith('«') && part.endsWith('»') ? <mark key={index}>{part.slice(1, -1)}</mark> : part))}
  </Box>
);
