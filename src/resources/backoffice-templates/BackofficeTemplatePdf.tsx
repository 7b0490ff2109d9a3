import { useState } from 'react';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BackofficeTemplate } from '../../../contract/backoffice-template';
import { FileUpload } from '../../shell/inputs/FileUpload';
import { UPLOAD_MAX_BYTES } from '../../../contract/files';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

const sizeFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/** Sizes as Dutch users read them: kB below a megabyte, else MB (decimal, like the upload limit). */
const fileSize = (bytes: number, translate: (key: string, args: object) => string) =>
  bytes < 1_000_000
    ? translate('app.files.kb', { size: sizeFormat.format(Math.max(1, Math.round(bytes / 1000))) })
    : translate('app.files.mb', { size: sizeFormat.format(bytes / 1_000_000) });

/** The attached PDF of a template: view it, upload or replace it, remove it (spec 002 §4). */
export const BackofficeTemplatePdf = () => {
  const record = useRecordContext<BackofficeTemplate>();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const refresh = useRefresh();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  if (!record) return null;

  const remove = async () => {
    setConfirming(false);
    await dataProvider.deleteBackofficeTemplatePdf(record.id);
    notify('app.backofficeTemplates.pdfDeleted', { type: 'info' });
    refresh();
  };

  return (
    <Card sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, width: { md: 380 }, alignSelf: 'flex-start' }} data-testid="template-pdf">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('app.backofficeTemplates.pdfTitle')}
        </Typography>
        {record.pdf ? (
          <Stack spacing={1} sx={{ mb: 2 }}>
            <Stack direction="row" spacing={1} alignItems="center">
              <PictureAsPdf color="error" />
              <Typography noWrap sx={{ maxWidth: 250 }} title={record.pdf.naam} data-testid="template-pdf-name">
                {record.pdf.naam}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {fileSize(record.pdf.grootte, translate)}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1}>
              <Button component={Link} to={`/pdf/backoffice-templates/${record.id}`} variant="outlined" size="small" data-testid="template-pdf-view">
                {translate('app.backofficeTemplates.viewPdf')}
              </Button>
              <Button color="error" size="small" onClick={() => setConfirming(true)} data-testid="template-pdf-delete">
                {translate('app.backofficeTemplates.deletePdf')}
              </Button>
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {translate('app.backofficeTemplates.replacePdf')}
            </Typography>
          </Stack>
        ) : (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.backofficeTemplates.noPdf')}
          </Typography>
        )}
        <Box>
          <FileUpload
            types={['pdf']}
            fileSize={UPLOAD_MAX_BYTES}
            upload={(file, onProgress) => dataProvider.uploadBackofficeTemplatePdf(record.id, file, onProgress)}
            onUploaded={(_result, file) => {
              notify('app.files.uploaded', { type: 'info', messageArgs: { name: file.name } });
              refresh();
            }}
            testId="template-pdf-upload"
          />
        </Box>
      </CardContent>
      <Confirm
        isOpen={confirming}
        title="app.backofficeTemplates.deletePdf"
        content="app.backofficeTemplates.deletePdfConfirm"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
};
