import { Route, Routes } from 'react-router-dom';
import PdfViewerPage from './PdfViewerPage';

/** /pdf/{origin}/{id}, and /pdf/{id} for the default origin (spec 000 §2 "PDF viewer"). */
const PdfRoutes = () => (
  <Routes>
    <Route path=":origin/:id/*" element={<PdfViewerPage />} />
    <Route path="*" element={<PdfViewerPage />} />
  </Routes>
);

export default PdfRoutes;
