import { type RefObject, useEffect, useState } from 'react';

/** How far past the current tab's edge the row scrolls, so the fade never sits on its name. */
const MARGIN = 40;

/**
 * A sideways-scrolling row: whether more lies toward its start or its end (in reading order, so
 * right-to-left pages work: there scrollLeft runs from 0 to negative), and the current link
 * (aria-current="page") scrolled into the row's view whenever `key` (the address) changes. Only the
 * row scrolls: scrollIntoView would also move the page to the row.
 */
export function useScrollRow(row: RefObject<HTMLElement | null>, key: string) {
  const [more, setMore] = useState({ start: false, end: false });

  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const measure = () => {
      const from = Math.abs(el.scrollLeft);
      setMore({ start: from > 1, end: from + el.clientWidth < el.scrollWidth - 1 });
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [row]);

  useEffect(() => {
    const el = row.current;
    const current = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!el || !current) return;
    const box = el.getBoundingClientRect();
    const tab = current.getBoundingClientRect();
    if (tab.left < box.left + MARGIN) el.scrollLeft += tab.left - box.left - MARGIN;
    else if (tab.right > box.right - MARGIN) el.scrollLeft += tab.right - box.right + MARGIN;
  }, [row, key]);

  return more;
}
