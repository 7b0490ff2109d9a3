import dayjs from 'dayjs';
import { loyaliteitEntity } from '../../../contract/beheer/loyaliteit';
import { SchemaCreate } from '../generic/SchemaCreate';

/** New thresholds usually hold from the next quarter: the form starts on its first day. */
const nextQuarter = () => {
  const now = dayjs();
  return now.month(Math.floor(now.month() / 3) * 3 + 3).date(1).format('YYYY-MM-DD');
};

const LoyaliteitCreate = () => <SchemaCreate entity={loyaliteitEntity} defaultValues={{ geldigVanaf: nextQuarter() }} />;

export default LoyaliteitCreate;
