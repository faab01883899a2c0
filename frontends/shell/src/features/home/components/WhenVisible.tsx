import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the placeholder comes within `rootMargin` of the viewport (below-the-
 * fold work waits until it is about to be seen). The placeholder keeps `minHeight`, so nothing
 * shifts when the content arrives. Without IntersectionObserver (old browsers, jsdom) it renders
 * at once — but not in the server render (frontends/ssr, no `window`): the page's HTML keeps the
 * placeholder, as the browser draws it before scrolling.
 */
export function WhenVisible({
  children,
  minHeight,
  rootMargin = '400px 0px',
}: {
  children: ReactNode;
  minHeight: number;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(
    () => typeof IntersectionObserver === 'undefined' && typeof window !== 'undefined',
  );
  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible, rootMargin]);
  return (
    <div ref={ref} style={{ minHeight }}>
      {visible ? children : null}
    </div>
  );
}
