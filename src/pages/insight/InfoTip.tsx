import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'ra-core';

/**
 * How a figure is computed, on hover and on keyboard focus (docs/insight.md holds the same text).
 * The button's name asks the question; the tooltip answers it.
 */
export const InfoTip = ({ label, text, testId }: { label: string; text: string; testId?: string }) => {
  const translate = useTranslate();
  return (
    <Tooltip title={text} describeChild enterTouchDelay={0}>
      <IconButton size="small" aria-label={translate('app.insight.figure.how', { label })} data-testid={testId} sx={{ ml: 0.5, p: 0.25 }}>
        <InfoOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
