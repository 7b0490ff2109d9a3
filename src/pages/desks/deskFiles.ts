/** The viewer's path of a desk message's PDF: `/pdf/desk/{key}/{name}` (spec 000 §2 "PDF viewer"). */
export const deskPdfPath = (key: string, naam: string) => `/pdf/desk/${encodeURIComponent(key)}/${encodeURIComponent(naam.replace(/\.pdf$/i, ''))}`;
