import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** At or below this width the header always shows the menu button (docs/ui-layout.md). */
export const COMPACT_HEADER_QUERY = '(max-width: 760px)';

/** Room kept beyond the measured one-line width before the header goes back to one line. */
const SLACK_PX = 16;

/**
 * Whether the header shows its menu behind a button: always at or below the breakpoint, and on
 * wider windows whenever brand, menu and tools do not fit in one line (long German or French
 * labels with a signed-in user at about 1,000 px). The one-line width is measured while the line is
 * shown; `resetKey` (language, user, tools) changes that width, so a new key measures anew. The
 * measuring runs in layout effects, before the browser paints: no wrapped line flashes.
 */
export function useCompactHeader(rowRef: RefObject<HTMLElement | null>, resetKey: string): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(COMPACT_HEADER_QUERY).matches);
  /** `needed`: the width the one-line header needed when it last did not fit, for this key. */
  const [fit, setFit] = useState<{ key: string; tooWide: boolean; needed: number }>({
    key: resetKey,
    tooWide: false,
    needed: 0,
  });
  if (fit.key !== resetKey) setFit({ key: resetKey, tooWide: false, needed: 0 });
  const tooWide = fit.key === resetKey && fit.tooWide;

  useEffect(() => {
    const query = window.matchMedia(COMPACT_HEADER_QUERY);
    const onChange = () => setNarrow(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useLayoutEffect(() => {
    const row = rowRef.current;
    if (row === null || narrow) return;
    const check = () => {
      if (!tooWide) {
        if (row.scrollWidth > row.clientWidth)
          setFit({ key: resetKey, tooWide: true, needed: row.scrollWidth + SLACK_PX });
      } else if (row.clientWidth >= fit.needed) {
        setFit({ key: resetKey, tooWide: false, needed: 0 });
      }
    };
    check();
    // The row's own size follows the window; its children's follow fonts and texts.
    const observer = new ResizeObserver(check);
    observer.observe(row);
    for (const child of row.children) observer.observe(child);
    return () => observer.disconnect();
  }, [rowRef, narrow, tooWide, fit.needed, resetKey]);

  return narrow || tooWide;
}
