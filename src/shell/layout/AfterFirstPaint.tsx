import type { ReactNode } from 'react';
import { useAfterFirstPaint } from './useAfterFirstPaint';

/**
 * `children` once the app's first screen has been painted, `placeholder` (of the same size) until
 * then: a part nobody uses in the first tenth of a second waits a frame, and the screen's own
 * content appears that much sooner (issue #9).
 */
export const AfterFirstPaint = ({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) =>
  useAfterFirstPaint() ? children : placeholder;
