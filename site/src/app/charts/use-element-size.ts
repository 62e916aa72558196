import { type RefObject, useEffect, useState } from 'react';

export interface ChartSize {
  width: number;
  height: number;
}

/** The element's content size, kept current as it resizes (undefined until first measured). */
export function useElementSize(ref: RefObject<HTMLElement | null>): ChartSize | undefined {
  const [size, setSize] = useState<ChartSize | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = { width: element.clientWidth, height: element.clientHeight };
      setSize((previous) =>
        previous?.width === next.width && previous.height === next.height ? previous : next,
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
