import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import type { FrameText } from "~/content/frame-text";
import { useWords } from "~/hooks/use-lang";

interface Slide {
  key: string;
  content: ReactNode;
}

/** docs/product.md §9: carousel autoplay default. */
const CAROUSEL_INTERVAL = 4000;

/** Index after `index` among `count` positions, wrapping at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}

/** A layout effect in the browser; on the server, where nothing is laid out, a plain (never run) effect. */
const useBeforePaint = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * An accessible carousel. Before hydration (and without JavaScript) it is a horizontally scrollable list
 * showing every slide; with JavaScript it shows one slide, with previous/next (both wrap), dots, and
 * autoplay that a pause button stops — as do hover, keyboard focus inside it and prefers-reduced-motion.
 * Slides out of view are inert.
 */
export function Carousel({ label, slides, testId }: { label: string; slides: Slide[]; testId?: string }) {
  const text = useWords<FrameText>().ui.carousel;
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const root = useRef<HTMLElement>(null);
  const list = useRef<HTMLDivElement>(null);

  // Hover and keyboard focus inside stop autoplay while they last.
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = (event: FocusEvent) => {
      setFocused(true);
      showSlideOf(event.target);
    };
    const focusOut = (event: FocusEvent) => {
      if (!el.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    el.addEventListener("mouseenter", enter);
    el.addEventListener("mouseleave", leave);
    el.addEventListener("focusin", focusIn);
    el.addEventListener("focusout", focusOut);
    return () => {
      el.removeEventListener("mouseenter", enter);
      el.removeEventListener("mouseleave", leave);
      el.removeEventListener("focusin", focusIn);
      el.removeEventListener("focusout", focusOut);
    };
  }, []);

  // A slide that holds the focus is the one shown: a keyboard that went into the served list (every slide in a row)
  // before the code came finds its place when the carousel turns into one slide at a time.
  const showSlideOf = (target: EventTarget | null) => {
    const slide = target instanceof Element ? target.closest<HTMLElement>("[data-slide]") : null;
    if (slide && root.current?.contains(slide)) setIndex(Number(slide.dataset.slide));
  };
  // Before the first render that shows one slide (and makes the others inert, which would drop the focus).
  useBeforePaint(() => showSlideOf(document.activeElement), []);
  useEffect(() => {
    // The served list may have been scrolled sideways (a finger, a focused slide): one slide at a time moves by
    // transform, from the start.
    if (hydrated && list.current) list.current.scrollLeft = 0;
    const focused = document.activeElement;
    // The list became one slide: the focused control may have moved off the screen, up or down.
    if (!hydrated || !(focused instanceof HTMLElement) || !root.current?.contains(focused)) return;
    const { top, bottom } = focused.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) window.scrollBy({ top: top - window.innerHeight / 3 });
  }, [hydrated]);

  const positions = Math.max(1, slides.length);
  const current = Math.min(index, positions - 1);
  const autoplaying = hydrated && !paused && !hovered && !focused && !reducedMotion && positions > 1;

  useEffect(() => {
    if (!autoplaying) return;
    const timer = window.setInterval(() => setIndex((i) => wrapIndex(Math.min(i, positions - 1) + 1, positions)), CAROUSEL_INTERVAL);
    return () => window.clearInterval(timer);
  }, [autoplaying, positions]);

  const go = (to: number) => setIndex(wrapIndex(to, positions));

  return (
    <section
      aria-roledescription={text.role}
      aria-label={label}
      data-testid={testId}
      data-index={current}
      data-autoplay={autoplaying}
      ref={root}
      className="relative"
    >
      <div>
        {hydrated ? (
          <div className="mb-4 flex flex-wrap items-center justify-end gap-2">
            <button
              type="button"
              className="btn-outline px-3 text-sm"
              onClick={() => setPaused((p) => !p)}
              data-testid="carousel-pause"
            >
              {paused ? text.play : text.pause}
            </button>
            <button type="button" className="btn-outline px-3" aria-label={text.previous} onClick={() => go(current - 1)}>
              <span aria-hidden="true">←</span>
            </button>
            <button type="button" className="btn-outline px-3" aria-label={text.next} onClick={() => go(current + 1)}>
              <span aria-hidden="true">→</span>
            </button>
          </div>
        ) : null}
        {/* Without JavaScript the list scrolls sideways; it takes focus so keyboards can scroll it. */}
        <div
          ref={list}
          className={hydrated ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto pb-2"}
          tabIndex={hydrated ? undefined : 0}
          aria-live={autoplaying ? "off" : "polite"}
        >
          <div
            className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
            style={hydrated ? { transform: `translateX(-${current * 100}%)` } : undefined}
          >
            {slides.map((slide, i) => {
              const visible = !hydrated || i === current;
              return (
                <div
                  key={slide.key}
                  role="group"
                  aria-roledescription={text.slideRole}
                  aria-label={text.slide(i + 1, slides.length)}
                  className="w-full shrink-0 snap-start px-2"
                  data-visible={visible}
                  data-slide={i}
                  {...(visible ? {} : { inert: "", "aria-hidden": true })}
                >
                  {slide.content}
                </div>
              );
            })}
          </div>
        </div>
        {hydrated && positions > 1 ? (
          <div className="mt-4 flex justify-center gap-1" data-testid="carousel-dots">
            {Array.from({ length: positions }, (_, i) => (
              <button
                key={i}
                type="button"
                aria-label={text.goTo(i + 1)}
                aria-current={i === current ? "true" : undefined}
                onClick={() => go(i)}
                className="flex h-11 w-11 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`block h-3 w-3 rounded-full border-2 border-navy-800 ${i === current ? "bg-navy-800" : "bg-white"}`}
                />
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
