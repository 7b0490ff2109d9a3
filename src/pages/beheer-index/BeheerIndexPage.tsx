import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useNavigation } from '../../shell/menu/useNavigation';

/**
 * /beheer itself: the Beheer entries this user may open, as the sidebar's Beheer group lists them.
 * A user whose first home route is Beheer lands here (spec 000 §2 "Guards"), so it is a page to
 * start from, not an empty one (docs/beheer.md, "/beheer itself").
 */
const BeheerIndexPage = () => {
  const translate = useTranslate();
  const group = useNavigation().find((item) => item.kind === 'group' && item.id === 'beheer');
  const links = group?.kind === 'group' ? group.children.flatMap((child) => (child.kind === 'link' && child.to ? [{ id: child.id, label: child.label, to: child.to }] : [])) : [];
  return (
    <Card data-testid="beheer-index" sx={{ maxWidth: 960 }}>
      <Title title={translate('app.area.beheer')} />
      <CardContent sx={{ p: 3 }}>
        <Typography component="h1" variant="h2" gutterBottom>
          {translate('app.area.beheer')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.beheerIndex.intro')}
        </Typography>
        <Box component="ul" sx={{ columnWidth: 220, columnGap: 4, listStyle: 'none', m: 0, p: 0 }}>
          {links.map((link) => (
            <Box component="li" key={link.id} sx={{ breakInside: 'avoid', py: 0.5 }}>
              <Link component={RouterLink} to={link.to} underline="hover" data-testid={`beheer-index-${link.id}`}>
                {translate(link.label)}
              </Link>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};

export default BeheerIndexPage;
