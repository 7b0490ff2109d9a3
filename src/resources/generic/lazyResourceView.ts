import { type ComponentType, lazy } from 'react';
import { loadResourceMessages } from '../../i18n/i18nProvider';

/** A lazily loaded resource view that renders only once its labels are known. */
export const lazyResourceView = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(async () => {
    const [view] = await Promise.all([load(), loadResourceMessages()]);
    return view;
  });
