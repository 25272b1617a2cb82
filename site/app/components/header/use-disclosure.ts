import { useLocation } from '@remix-run/react';
import { type RefObject, useEffect } from 'react';

/**
 * Progressive enhancement for a <details> menu (which already opens and closes by keyboard and
 * without scripts): Escape closes it and returns focus to its summary, a click or focus outside
 * closes it, and so does any navigation.
 */
export function useDisclosure(ref: RefObject<HTMLDetailsElement | null>) {
  const location = useLocation();
  useEffect(() => {
    ref.current?.removeAttribute('open');
  }, [location.key, ref]);

  useEffect(() => {
    const close = (event: Event) => {
      const el = ref.current;
      if (!el?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        el.open = false;
        el.querySelector('summary')?.focus();
        return;
      }
      if (event.target instanceof Node && !el.contains(event.target)) el.open = false;
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
      document.removeEventListener('focusin', close);
    };
  }, [ref]);
}
