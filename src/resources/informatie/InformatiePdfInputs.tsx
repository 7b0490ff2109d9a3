import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { BooleanInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { InformationItem } from '../../../contract/information';
import { FileUploadInput } from '../../shell/inputs/FileUploadInput';
import { UPLOAD_MAX_BYTES } from '../../../contract/files';

/** The PDF of an item: the current one (which can be removed) and a new one that replaces it on save. */
export const InformatiePdfInputs = () => {
  const record = useRecordContext<InformationItem>();
  const translate = useTranslate();
  const chosen = useWatch({ name: 'pdfFile' });
  return (
    <>
      {record?.pdf && (
        <>
          <Typography variant="body2" sx={{ mt: 2 }} data-testid="informatie-current-pdf">
            {translate('app.informatie.currentPdf', { name: record.pdf.naam })}
          </Typography>
          {!chosen && <BooleanInput source="pdfVerwijderen" label="app.informatie.fields.pdfVerwijderen" defaultValue={false} />}
        </>
      )}
      <FileUploadInput source="pdfFile" types={['pdf']} fileSize={UPLOAD_MAX_BYTES} isOptional />
    </>
  );
};
