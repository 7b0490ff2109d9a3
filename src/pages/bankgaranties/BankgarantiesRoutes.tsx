import { Route, Routes } from 'react-router-dom';
import BankgarantiePage from './BankgarantiePage';
import BankgarantiesPage from './BankgarantiesPage';

/** /bankgaranties and /bankgaranties/{id} (docs/guarantees.md): the list and one guarantee. */
const BankgarantiesRoutes = () => (
  <Routes>
    <Route index element={<BankgarantiesPage />} />
    <Route path=":id" element={<BankgarantiePage />} />
  </Routes>
);

export default BankgarantiesRoutes;
