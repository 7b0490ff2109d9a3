import Groups from '@mui/icons-material/Groups';
import { lazyResourceView } from '../generic/lazyResourceView';

export default {
  list: lazyResourceView(() => import('./TeamList')),
  show: lazyResourceView(() => import('./TeamShow')),
  edit: lazyResourceView(() => import('./TeamEdit')),
  create: lazyResourceView(() => import('./TeamCreate')),
  icon: Groups,
  // Written out rather than read from teamEntity, which would pull zod into the first download.
  recordRepresentation: 'teamNaam',
};
