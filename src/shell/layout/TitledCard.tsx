import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

/** A page that is one card under its own heading, the heading also the header's title: not found, no access, Beheer. */
export const TitledCard = ({ title, testId, maxWidth = 640, children }: { title: string; testId: string; maxWidth?: number; children: ReactNode }) => (
  <Card data-testid={testId} sx={{ maxWidth }}>
    <Title title={title} />
    <CardContent sx={{ p: 3 }}>
      <Typography component="h1" variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
