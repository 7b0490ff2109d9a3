import { useRecordContext, useTranslate } from 'ra-core';
import type { InformationItem } from '../../../contract/information';

/** 'Bericht: {titel}' in the header of the edit and show screens. */
export const InformatieTitle = () => {
  const record = useRecordContext<InformationItem>();
  const translate = useTranslate();
  return <>{record ? translate('app.informatie.edit', { titel: record.titel }) : translate('app.informatie.adminTitle')}</>;
};
