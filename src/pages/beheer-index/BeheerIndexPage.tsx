import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { TitledCard } from '../../shell/layout/TitledCard';
import type { NavItem } from '../../shell/menu/filterNavigation';
import { useNavigation } from '../../shell/menu/useNavigation';

type NavGroup = Extract<NavItem, { kind: 'group' }>;

/**
 * /beheer itself: the Beheer entries this user may open, as the sidebar's Beheer group lists them.
 * A user whose first home route is Beheer lands here (spec 000 §2 "Guards"), so it is a page to
 * start from, not an empty one (docs/beheer.md, "/beheer itself").
 */
const BeheerIndexPage = () => {
  const translate = useTranslate();
  const group = useNavigation().find((item): item is NavGroup => item.kind === 'group' && item.id === 'beheer');
  const links = (group?.children ?? []).flatMap((child) =>
    child.kind === 'link' && child.to ? [{ id: child.id, label: child.literal ? child.label : translate(child.label), to: child.to }] : [],
  );
  return (
    <TitledCard title={translate('app.area.beheer')} testId="beheer-index" maxWidth={960}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.beheerIndex.intro')}
      </Typography>
      <Box component="ul" sx={{ columnWidth: 220, columnGap: 4, listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <Box component="li" key={link.id} sx={{ breakInside: 'avoid', py: 0.5 }}>
            <Link component={RouterLink} to={link.to} underline="hover" data-testid={`beheer-index-${link.id}`}>
              {link.label}
            </Link>
          </Box>
        ))}
      </Box>
    </TitledCard>
  );
};

export default BeheerIndexPage;
