import { useEffect, useState } from 'react';

/** Whether the app has painted its first screen; a part mounted after that renders at once. */
let appPainted = false;

/**
 * False in the app's first render, true once the browser has painted it: a requestAnimationFrame
 * callback runs just before the paint, a timeout set there just after. The render that follows is
 * an ordinary one, not a background one that a click or key press could keep restarting. What
 * mounts later, on another screen, is true at once: only the first screen is worth the frame.
 */
export const useAfterFirstPaint = () => {
  const [painted, setPainted] = useState(appPainted);
  useEffect(() => {
    if (painted) return;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => {
        appPainted = true;
        setPainted(true);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, [painted]);
  return painted;
};
