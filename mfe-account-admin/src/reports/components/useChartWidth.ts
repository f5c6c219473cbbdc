import { useEffect, useRef, useState } from 'react';

/** Without a measured width (first paint, jsdom) charts draw at a phone's width, which fits everywhere. */
const FALLBACK_WIDTH = 320;

/**
 * The width a chart may take: its container's, followed on resize. Charts get an explicit width so they never
 * overflow the page at 375 px, and render the same in tests where nothing has a layout.
 */
export function useChartWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const el = ref.current;
    if (!el) {
      return undefined;
    }
    const measure = () => setWidth(Math.floor(el.clientWidth) || FALLBACK_WIDTH);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      return undefined;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
