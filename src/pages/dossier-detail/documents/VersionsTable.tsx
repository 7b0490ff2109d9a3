import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { DocumentDetail } from '../../../dataProvider/documents';
import { formatDateTime } from '../../../i18n/dates';

const COLUMNS = ['versie', 'bewerking', 'gemaakt'] as const;

/** Every saved state of the document, newest first: who made it, when, by which operation; an older one can be made current again. */
export const VersionsTable = ({ detail, disabled, onRestore }: { detail: DocumentDetail; disabled: boolean; onRestore: (versie: number) => void }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.pageEditor.${key}`, options);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="versions">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{t(`versionColumns.${column}`)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {detail.versies.map((version) => (
            <TableRow key={version.versie} data-testid={`version-${version.versie}`}>
              <TableCell>{version.versie}</TableCell>
              <TableCell data-testid={`version-${version.versie}-bewerking`}>{t(`bewerkingen.${version.bewerking}`)}</TableCell>
              <TableCell>
                <Box sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(version.gemaaktOp)}</Box>
                {version.gemaaktDoor && (
                  <Typography variant="caption" color="text.secondary">
                    {version.gemaaktDoor.naam}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">
                {version.versie === detail.versie ? (
                  <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    {t('current')}
                  </Typography>
                ) : (
                  <Button size="small" disabled={disabled} aria-label={t('restoreLabel', { versie: version.versie })} onClick={() => onRestore(version.versie)} data-testid={`version-${version.versie}-restore`}>
                    {t('restore')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
