import { Navigate, Route, Routes } from 'react-router-dom';
import InformatiePage from './InformatiePage';

/** /informatie/{categorie}; the bare area opens the announcements. */
const InformatieRoutes = () => (
  <Routes>
    <Route path=":categorie" element={<InformatiePage />} />
    <Route path="*" element={<Navigate to="/informatie/aankondigingen" replace />} />
  </Routes>
);

export default InformatieRoutes;
