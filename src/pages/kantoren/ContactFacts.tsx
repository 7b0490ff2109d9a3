import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Label-value rows where a value may be a link; empty values are left out. */
export const ContactFacts = ({ rows, testId }: { rows: [string, ReactNode][]; testId?: string }) => (
  <Box component="dl" data-testid={testId} sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
    {rows
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
  </Box>
);

/** 1234AB as Dutch addresses write it: '1234 AB'. */
const postcodeText = (postcode: string | null) => (postcode ? postcode.replace(/^(\d{4})\s*([A-Z]{2})$/, '$1 $2') : '');

export const address = (a: { straatNaam: string | null; huisNummer: string | null; postcode: string | null; plaatsNaam: string }) =>
  [[a.straatNaam, a.huisNummer].filter(Boolean).join(' '), [postcodeText(a.postcode), a.plaatsNaam].filter(Boolean).join(' ')].filter(Boolean).join(', ');

export const mailLink = (email: string | null) => (email ? <Link href={`mailto:${email}`}>{email}</Link> : null);
export const phoneLink = (phone: string | null) => (phone ? <Link href={`tel:${phone}`}>{phone}</Link> : null);
export const webLink = (url: string | null) =>
  url ? (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      {url.replace(/^https?:\/\//, '')}
    </Link>
  ) : null;
