import FacturenPage from '../facturen/FacturenPage';
import { OfficeFrame } from './OfficeFrame';

/** /adviseurs/{officeId}/facturen: the office's invoices under the office's own name and tabs (docs/offices.md). */
const KantoorFacturenPage = () => (
  <OfficeFrame tab="facturen">
    <FacturenPage />
  </OfficeFrame>
);

export default KantoorFacturenPage;
