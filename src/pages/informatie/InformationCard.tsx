import { useState } from 'react';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { Button, Card, CardActions, CardContent, Collapse, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { formatDate } from '../../i18n/dates';
import type { InformationLite } from '../../../contract/information';
import { InformationBody } from './InformationBody';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

/** One item on a reader page: title, kind and date, summary; the body loads when opened, the PDF opens in the viewer. */
export const InformationCard = ({ item }: { item: InformationLite }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [open, setOpen] = useState(false);
  const body = useQuery({ queryKey: ['information-body', item.id, item.version], queryFn: () => dataProvider.getInformationBody(item.id), enabled: open });
  return (
    <Card variant="outlined" data-testid={`informatie-item-${item.id}`}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {item.titel}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {item.typeNaam} · {translate('app.informatie.published', { date: formatDate(item.publicatieDatum) })}
        </Typography>
        {item.samenvatting && <Typography sx={{ mt: 1 }}>{item.samenvatting}</Typography>}
        <Collapse in={open} unmountOnExit>
          {body.data !== undefined ? <InformationBody html={body.data} /> : <LinearProgress sx={{ mt: 1 }} />}
        </Collapse>
      </CardContent>
      <CardActions>
        <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open} data-testid="informatie-read">
          {translate(open ? 'app.informatie.readLess' : 'app.informatie.readMore')}
        </Button>
        {item.pdf && (
          <Button size="small" component={Link} to={`/pdf/informatie/${item.id}`} startIcon={<PictureAsPdf />} data-testid="informatie-open-pdf">
            {translate('app.informatie.openPdf')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
};
