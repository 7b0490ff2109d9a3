import { Box } from '@mui/material';

/**
 * The body of an information item. It is HTML the server sanitised on save (only the editor's
 * formatting survives, server/routes/information.ts), so it is shown as such.
 */
export const InformationBody = ({ html }: { html: string }) => (
  <Box
    data-testid="informatie-body-text"
    sx={{ '& p': { my: 1 }, '& h2, & h3, & h4': { mt: 2, mb: 1 }, '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0 } }}
    dangerouslySetInnerHTML={{ __html: html }}
  />
);
