/**
 * An empty outlined small field as the app's first paint shows one, before the real field follows
 * (AfterFirstPaint): its size, border and font, so nothing moves when the field arrives.
 */
export const fieldSkeleton = {
  // An outlined small field's height: its line (1.4375em of body1) and 8.5 px above and below.
  height: 'calc(1.4375em + 17px)',
  minWidth: 0,
  px: '14px',
  display: 'flex',
  alignItems: 'center',
  border: '1px solid rgba(0, 0, 0, 0.23)',
  borderRadius: 1,
  typography: 'body1',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
} as const;
