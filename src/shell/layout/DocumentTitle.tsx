import { useEffect } from 'react';
import { useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { documentTitle } from './documentTitle';

export const DocumentTitle = () => {
  const { pathname } = useLocation();
  const translate = useTranslate();
  useEffect(() => {
    document.title = documentTitle(pathname, translate);
  }, [pathname, translate]);
  return null;
};
