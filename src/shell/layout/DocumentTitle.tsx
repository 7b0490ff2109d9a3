import { useEffect } from 'react';
import { useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { documentTitle } from './documentTitleText';
import { usePageTitle } from './pageTitle';

export const DocumentTitle = () => {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const pageTitle = usePageTitle();
  useEffect(() => {
    document.title = pageTitle ?? documentTitle(pathname, translate);
  }, [pathname, translate, pageTitle]);
  return null;
};
