import { TableRow, type TableRowProps } from '@mui/material';

/** A row of a section's table that opens its record by a click or, reached with Tab, by Enter. */
export const OpenableRow = ({ onOpen, ...props }: TableRowProps & { onOpen: () => void }) => (
  <TableRow hover tabIndex={0} sx={{ cursor: 'pointer' }} onClick={onOpen} onKeyDown={(event) => event.key === 'Enter' && onOpen()} {...props} />
);
