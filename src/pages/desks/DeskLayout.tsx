import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode, SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A desk screen: the overview on the left, the chosen conversation on the right; below 1,200 px
 * wide they stack, so nothing is cut off at 1,366 px with the sidebar open.
 */
export const DeskLayout = ({ filters, list, conversation }: { filters: ReactNode; list: ReactNode; conversation: ReactNode | null }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 4fr) minmax(0, 3fr)' }, alignItems: 'start', mt: 1 }}>
      <Card>
        <CardContent>
          {filters}
          <Box sx={{ overflowX: 'auto', '& .MuiTableCell-root': { px: 1 } }}>{list}</Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent>{conversation ?? <Typography color="text.secondary">{translate('app.desks.choose')}</Typography>}</CardContent>
      </Card>
    </Box>
  );
};

/** The unread marker of a conversation in an overview. */
export const UnreadDot = ({ unread }: { unread: boolean }) => {
  const translate = useTranslate();
  return unread ? (
    <Box component="span" role="img" aria-label={translate('app.desks.unread')} title={translate('app.desks.unread')} data-testid="desk-unread" sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: 'error.main', mr: 1, flexShrink: 0 }} />
  ) : null;
};

const keepToLink = (event: SyntheticEvent) => event.stopPropagation();

/** The dossier number in an overview row: it opens the dossier, not the row's conversation. */
export const DossierLink = ({ id }: { id: number }) => {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={`/dossiers/${id}`} underline="always" onClick={keepToLink} onKeyDown={keepToLink} title={translate('app.desks.openDossier', { id })} data-testid="desk-dossier-link">
      {id}
    </Link>
  );
};
