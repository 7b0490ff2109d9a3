import { useEffect, useState } from 'react';

/**
 * False in the first render, true once the browser has painted it: a requestAnimationFrame
 * callback runs just before the paint, a timeout set there just after. The render that follows is
 * an ordinary one, not a background one that a click or key press could keep restarting.
 */
export const useAfterFirstPaint = () => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, []);
  return painted;
};
