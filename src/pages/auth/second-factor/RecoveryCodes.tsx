import { Alert, Box, Button, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useState } from 'react';
import { useTranslate } from 'ra-core';

interface Props {
  title: string;
  intro: string;
  codes: string[];
  doneLabel: string;
  onDone: () => void;
}

/** The recovery codes, shown once (finishedAuth), with a copy button. */
export const RecoveryCodes = ({ title, intro, codes, doneLabel, onDone }: Props) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n'));
    setCopied(true);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="recovery-codes">
      <Typography component="h1" variant="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{intro}</Typography>
      <Box
        component="ol"
        sx={{ m: 0, p: 2, pl: 5, display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 4, rowGap: 0.5, bgcolor: 'grey.100', borderRadius: 1, fontFamily: 'monospace', fontSize: 16 }}
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </Box>
      {copied && <Alert severity="success">{translate('app.account.steps.copied')}</Alert>}
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate('app.account.steps.copy')}
        </Button>
        <Button variant="contained" onClick={onDone} data-testid="recovery-done">
          {doneLabel}
        </Button>
      </Box>
    </Box>
  );
};
