import { Box, LinearProgress, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Suspense } from 'react';
import type { DossierDetail } from '../../dataProvider/dossierDetail';
import { AfterFirstPaint } from '../../shell/layout/AfterFirstPaint';
import { DOSSIER_TABS, type DossierTab } from './tabs';

/** The tabs this user sees on this dossier: permission held, kind of dossier matching, something to show. */
export const visibleTabs = (dossier: Pick<DossierDetail, 'cds' | 'btl' | 'aanleverenViaHdnjn' | 'leningType'>, permissions: readonly string[], tabs: readonly DossierTab[] = DOSSIER_TABS) =>
  tabs.filter((tab) => tab.sections.length > 0 && (!tab.permission || permissions.includes(tab.permission)) && (tab.when?.(dossier) ?? true));

/**
 * The tab bar and the chosen tab's sections. The tab lives in the URL (`/dossiers/12/communicatie`);
 * switching replaces the history entry, so the browser's back button leaves the dossier.
 */
export const DossierTabs = ({ dossierId, tabs, current, onChange }: { dossierId: number; tabs: readonly DossierTab[]; current: DossierTab; onChange: (key: string) => void }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Tabs
        value={current.key}
        onChange={(_e, key: string) => onChange(key)}
        aria-label={translate('app.dossierDetail.tabsLabel')}
        // Tabs wrap onto a second row rather than hide behind scroll arrows: beside the side panel a
        // 1,366 px screen has no room for seven. The selected tab is underlined itself, since MUI's
        // sliding indicator cannot follow a tab onto another row.
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          mb: 2,
          '& .MuiTabs-flexContainer': { flexWrap: 'wrap' },
          '& .MuiTabs-indicator': { display: 'none' },
          '& .MuiTab-root': { textTransform: 'none', minWidth: 0, px: 1.5, fontSize: '0.9rem', borderBottom: 2, borderColor: 'transparent' },
          '& .MuiTab-root.Mui-selected': { borderColor: 'primary.main' },
        }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.key} value={tab.key} label={translate(tab.label)} data-testid={`tab-${tab.key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" data-testid={`tabpanel-${current.key}`}>
        <Suspense fallback={<LinearProgress />}>
          {current.sections.map(({ key, Component }, i) =>
            // On the app's first screen the sections below the first follow its first paint: a dossier
            // opened in a new tab shows its header and first section sooner (docs/first-screen.md).
            i === 0 ? (
              <Component key={key} dossierId={dossierId} />
            ) : (
              <AfterFirstPaint key={key}>
                <Component dossierId={dossierId} />
              </AfterFirstPaint>
            ),
          )}
        </Suspense>
      </Box>
    </Box>
  );
};
