import { Link } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Slide } from '~/lib/api-types';
import { useHydrated } from '~/lib/use-hydrated';
import { ArrowEndIcon, ArrowStartIcon } from '../icons/ui-icons';

const arrow =
  'grid h-10 w-10 place-items-center rounded-full border border-slate-400 bg-white text-slate-800 hover:bg-slate-100 disabled:opacity-40';

/**
 * Staff slides as a list that scrolls sideways (scroll snap), so it works without scripts. With
 * scripts, previous/next buttons move one slide and announce the position. It never turns by
 * itself (no moving content to pause).
 */
export function Slides({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const listRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) if (e.isIntersecting) setIndex(Number((e.target as HTMLElement).dataset.index));
      },
      { root: list, threshold: 0.6 },
    );
    list.querySelectorAll('li').forEach((li) => observer.observe(li));
    return () => observer.disconnect();
  }, [slides]);

  const go = (to: number) => {
    const target = listRef.current?.children[to];
    // scrollIntoView follows the writing direction, so the same code works right to left; a
    // visitor who asked for less motion gets the slide at once.
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (target) target.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'nearest', inline: 'start' });
  };

  return (
    <section aria-labelledby="slides-heading" className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex items-center justify-between gap-4">
        <h2 id="slides-heading" className="text-2xl font-bold tracking-tight">
          {t('site.home.slides')}
        </h2>
        {hydrated && slides.length > 1 ? (
          <div className="flex items-center gap-2">
            <button type="button" className={arrow} onClick={() => go(index - 1)} disabled={index === 0}>
              <ArrowStartIcon />
              <span className="sr-only">{t('site.home.previousSlide')}</span>
            </button>
            <p aria-live="polite" className="min-w-12 text-center text-sm text-slate-700">
              {t('site.home.slideOf', { index: index + 1, count: slides.length })}
            </p>
            <button type="button" className={arrow} onClick={() => go(index + 1)} disabled={index === slides.length - 1}>
              <ArrowEndIcon />
              <span className="sr-only">{t('site.home.nextSlide')}</span>
            </button>
          </div>
        ) : null}
      </div>
      <ul
        ref={listRef}
        tabIndex={0}
        aria-labelledby="slides-heading"
        className="mt-6 flex snap-x snap-mandatory gap-6 overflow-x-auto pb-4"
      >
        {slides.map((slide, i) => (
          <li
            key={slide.id}
            data-index={i}
            className="grid w-full shrink-0 snap-start overflow-hidden rounded-xl border border-slate-200 bg-white md:grid-cols-2"
          >
            <img
              src={slide.image}
              alt=""
              width={640}
              height={360}
              className="h-56 w-full object-cover md:h-full"
              loading={i === 0 ? 'eager' : 'lazy'}
            />
            <div className="flex flex-col justify-center gap-4 p-8">
              <h3 className="text-2xl font-bold">{slide.title}</h3>
              {slide.description ? <p className="text-slate-700">{slide.description}</p> : null}
              {slide.buttonText && slide.buttonUrl ? (
                <p>
                  <Link to={slide.buttonUrl} className="inline-flex items-center gap-2 font-semibold text-primary hover:underline">
                    {slide.buttonText}
                    <ArrowEndIcon className="h-4 w-4" />
                  </Link>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
