import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';

/** The frame of one section of the detail: a titled card, actions at the right of the title. */
export const SectionCard = ({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId?: string }) => (
  <Card variant="outlined" sx={{ mb: 2 }} data-testid={testId}>
    <CardHeader title={title} action={action} slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} sx={{ pb: 0 }} />
    <CardContent>{children}</CardContent>
  </Card>
);
