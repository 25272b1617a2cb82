import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

/**
 * A term or a label ("Manual", "Fixed: all or nothing") with a one-line explanation: shown on
 * hover, on keyboard focus and on tap; Escape closes it. The explanation stays in the page (hidden)
 * so the button's aria-describedby reads it even while closed. Hovering the bubble keeps it open
 * (WCAG 1.4.13). A tap pins it until the next tap elsewhere: touch browsers send stray mouse and
 * focus events around a tap, which must not close it again.
 */
/** Room kept at the screen's bottom: the phone's sticky invest bar. */
const BOTTOM_ROOM = 96;

export function TermHint({ children, hint, subtle = false }: { children: ReactNode; hint: string; subtle?: boolean }) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused || pinned) && !dismissed;
  const root = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  const [shift, setShift] = useState(0);
  const [above, setAbove] = useState(false);

  // A new way in (hover, focus, tap) undoes an Escape.
  const show = (set: (on: boolean) => void) => {
    set(true);
    setDismissed(false);
  };

  useEffect(() => {
    if (!pinned) return;
    const away = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setPinned(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [pinned]);

  // Keep the bubble inside the screen: a term in a right-hand column would push it off a phone's
  // side, one just above the sticky invest bar would open under it (then it opens above the term).
  useLayoutEffect(() => {
    if (!open || !bubble.current) {
      setShift(0);
      setAbove(false);
      return;
    }
    const rect = bubble.current.getBoundingClientRect();
    const margin = 16;
    const left = rect.left - shift;
    const right = rect.right - shift;
    const max = document.documentElement.clientWidth - margin;
    setShift(right > max ? max - right : left < margin ? margin - left : 0);
    setAbove(rect.bottom > window.innerHeight - BOTTOM_ROOM && rect.top > 2 * rect.height);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- measured once per opening
  }, [open]);

  return (
    <span ref={root} className="relative inline-block" onMouseEnter={() => show(setHovered)} onMouseLeave={() => setHovered(false)}>
      <button
        type="button"
        aria-describedby={id}
        data-term-hint=""
        className={`cursor-help text-start underline decoration-slate-500 decoration-dotted underline-offset-4 ${
          subtle ? 'text-slate-600' : 'font-semibold text-slate-900'
        }`}
        onFocus={() => show(setFocused)}
        onBlur={() => setFocused(false)}
        onPointerDown={(e) => {
          if (e.pointerType !== 'mouse') show(setPinned);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            e.stopPropagation();
            setPinned(false);
            setDismissed(true);
          }
        }}
      >
        {children}
      </button>
      <span
        ref={bubble}
        id={id}
        role="tooltip"
        hidden={!open}
        style={shift ? { transform: `translateX(${shift}px)` } : undefined}
        className={`absolute start-0 z-50 w-64 ${above ? 'bottom-full mb-2' : 'top-full mt-2'} max-w-[calc(100vw-1rem)] rounded-md bg-slate-900 px-3 py-2 text-sm font-normal leading-snug text-white shadow-lg`}
      >
        {hint}
      </span>
    </span>
  );
}
