/**
 * The one carousel (reviews, home treatments, picture galleries), after the
 * WAI-ARIA carousel pattern: a named region, each slide a group labelled
 * "N of M", previous/next buttons that stop at the ends, Left/Right arrow keys
 * while focus is inside, and optional autoplay with a pause/play button. At the
 * end autoplay wraps to the start; it never starts by itself for visitors who
 * prefer reduced motion (WCAG 2.2.2).
 *
 * Every slide is in the pre-rendered HTML. How many fit side by side is CSS
 * (container queries on the carousel's own width), so nothing moves when the
 * script arrives; the script measures the same width (react-use-measure) with
 * the same formula only to know where the end is.
 */
import { Children, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import styled from "styled-components";
import useMeasure from "react-use-measure";
import { Icon } from "./icons";
import { useAutoplay, useHoldWhileOffscreen } from "./useAutoplay";
import { useSite } from "../app/SiteContext";
import { fillIn } from "./fillIn";

const GAP_REM = 1;
const SWIPE_PX = 40;
const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Slides that fit side by side in `widthPx`: never narrower than `minSlideRem`, never more than `maxVisible`. */
export function slidesPerView(widthPx: number, remPx: number, minSlideRem: number, maxVisible: number): number {
  if (widthPx <= 0) return 1;
  const fit = Math.floor((widthPx + GAP_REM * remPx) / ((minSlideRem + GAP_REM) * remPx));
  return Math.max(1, Math.min(maxVisible, fit));
}

/** The same rule as slidesPerView, as container queries: n slides need n widths and n - 1 gaps. */
function perViewQueries(minSlideRem: number, maxVisible: number) {
  const rules: string[] = [];
  for (let n = 2; n <= maxVisible; n++) {
    rules.push(`@container (min-width: ${n * minSlideRem + (n - 1) * GAP_REM}rem) { --per-view: ${n}; }`);
  }
  return rules.join("\n");
}

function rootFontSizePx(): number {
  if (typeof window === "undefined") return 16;
  return parseFloat(window.getComputedStyle(document.documentElement).fontSize) || 16;
}

const Region = styled.section`
  position: relative;
`;

const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
`;

const ControlButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

/*
 * Until the carousel's script runs (and for good without JavaScript), the slides scroll sideways, by touch,
 * trackpad or Tab, stopping at each slide. Once it runs, its buttons, keys and swipes move them and the slides
 * beside the visible ones are clipped: "clip" (not "hidden") so focusing a hidden slide cannot scroll it.
 */
const Clip = styled.div`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: 0.375rem;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
  padding: 0.375rem;
  margin: -0.375rem;
  &[data-live] {
    overflow: hidden;
    overflow: clip;
    scroll-snap-type: none;
    touch-action: pan-y;
  }
`;

const Frame = styled.div`
  container-type: inline-size;
`;

const Track = styled.div<{ $minSlideRem: number; $maxVisible: number }>`
  --per-view: 1;
  ${({ $minSlideRem, $maxVisible }) => perViewQueries($minSlideRem, $maxVisible)}
  display: flex;
  gap: ${GAP_REM}rem;
  transform: translateX(calc(var(--index, 0) * (100% + ${GAP_REM}rem) / var(--per-view) * -1));
  transition: transform 0.45s ease;
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const Slide = styled.div`
  flex: 0 0 calc((100% - (var(--per-view) - 1) * ${GAP_REM}rem) / var(--per-view));
  scroll-snap-align: start;
  min-width: 0;
  display: flex;
  > * {
    flex: 1;
    min-width: 0;
  }
`;

export interface CarouselProps {
  /** Names the carousel for assistive technology; or give `labelledBy`, the id of a visible heading. */
  label?: string;
  labelledBy?: string;
  /** One child per slide. */
  children: ReactNode;
  /** Most slides side by side on a wide screen. */
  maxVisible?: number;
  /** The narrowest a slide may get; fewer slides are shown in a narrower carousel. */
  minSlideRem?: number;
  /** Move on by itself every this many milliseconds; leave out for no autoplay. */
  autoplayMs?: number;
  /**
   * True (default): using the buttons, arrow keys or a swipe stops autoplay, and pointing at or
   * focusing a slide holds it. False (reviews): only the pause button stops it.
   */
  pauseOnInteraction?: boolean;
  className?: string;
}

export function Carousel({
  label,
  labelledBy,
  children,
  maxVisible = 1,
  minSlideRem = 16,
  autoplayMs,
  pauseOnInteraction = true,
  className,
}: CarouselProps) {
  const { strings } = useSite();
  const slides = Children.toArray(children);
  const count = slides.length;
  const slidesId = useId();
  const [frameRef, { width }] = useMeasure();
  const remPx = useMemo(() => (width > 0 ? rootFontSizePx() : 16), [width]);
  const perView = slidesPerView(width, remPx, minSlideRem, maxVisible);
  const maxIndex = Math.max(0, count - perView);

  const [rawIndex, setIndex] = useState(0);
  const index = Math.min(rawIndex, maxIndex);
  const slideEls = useRef<(HTMLDivElement | null)[]>([]);
  const prevButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<number | null>(null);

  const autoplay = useAutoplay(autoplayMs, () => setIndex((i) => (Math.min(i, maxIndex) >= maxIndex ? 0 : i + 1)), index);
  // Off screen nobody sees a slide change; the phone is spared the re-render, and the visitor finds the carousel where they left it.
  const regionRef = useRef<HTMLElement>(null);
  useHoldWhileOffscreen(regionRef, autoplay.hold);

  // Running from now on: the buttons move the slides. Slides scrolled by hand before then stay where they were.
  const clipRef = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(false);
  useEffect(() => {
    const clip = clipRef.current;
    const first = slideEls.current[0];
    if (clip && first && clip.scrollLeft > 0) {
      const step = first.getBoundingClientRect().width + GAP_REM * rootFontSizePx();
      setIndex(Math.round(clip.scrollLeft / step));
      clip.scrollLeft = 0;
    }
    // The slides stop scrolling, so the frame stops taking focus: focus on it moves to the carousel's Next button.
    if (clip && document.activeElement === clip) nextButton.current?.focus();
    setLive(true);
  }, []);

  const go = (target: number) => {
    const next = Math.max(0, Math.min(maxIndex, target));
    setIndex(next);
    if (pauseOnInteraction) autoplay.stop();
    keepFocusVisible(next, target > index);
    // A button that becomes disabled drops focus: hand it to the other one.
    if (document.activeElement === nextButton.current && next >= maxIndex) prevButton.current?.focus();
    if (document.activeElement === prevButton.current && next <= 0) nextButton.current?.focus();
  };

  /** After a move by keyboard, focus must not stay on a slide that slid out of view. */
  const keepFocusVisible = (start: number, forward: boolean) => {
    const active = document.activeElement;
    const focused = slideEls.current.findIndex((el) => el?.contains(active));
    if (focused < 0 || (focused >= start && focused < start + perView)) return;
    const target = slideEls.current[forward ? start : start + perView - 1];
    target?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };

  /** Tabbing to a slide outside the view brings it into view. */
  const reveal = (slide: number) =>
    setIndex((current) => {
      const i = Math.min(current, maxIndex);
      if (slide < i) return slide;
      if (slide >= i + perView) return Math.min(maxIndex, slide - perView + 1);
      return current;
    });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowLeft") go(index - 1);
    else if (event.key === "ArrowRight") go(index + 1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === "mouse" ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? index + 1 : index - 1);
  };

  const holds = pauseOnInteraction
    ? {
        onMouseEnter: () => autoplay.hold("hover", true),
        onMouseLeave: () => autoplay.hold("hover", false),
      }
    : {};
  const focusHolds = pauseOnInteraction
    ? {
        onFocus: () => autoplay.hold("focus", true),
        onBlur: (event: FocusEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) autoplay.hold("focus", false);
        },
      }
    : {};

  return (
    <Region
      ref={regionRef}
      aria-roledescription="carousel"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={className}
      onKeyDown={onKeyDown}
      {...holds}
    >
      <Controls>
        {autoplay.enabled && (
          <ControlButton
            type="button"
            aria-controls={slidesId}
            aria-label={autoplay.playing ? strings.slideShowPause : strings.slideShowStart}
            onClick={autoplay.toggle}
          >
            {autoplay.playing ? <Icon name="pause" size={20} /> : <Icon name="play" size={20} />}
          </ControlButton>
        )}
        <ControlButton ref={prevButton} type="button" aria-controls={slidesId} aria-label={strings.previousSlide} disabled={index <= 0} onClick={() => go(index - 1)}>
          <Icon name="chevron-left" size={22} />
        </ControlButton>
        <ControlButton ref={nextButton} type="button" aria-controls={slidesId} aria-label={strings.nextSlide} disabled={index >= maxIndex} onClick={() => go(index + 1)}>
          <Icon name="chevron-right" size={22} />
        </ControlButton>
      </Controls>
      <Clip
        ref={clipRef}
        data-live={live ? "" : undefined}
        // While the slides scroll, the keyboard can scroll them too (slides of text alone have nothing else to focus).
        tabIndex={live ? undefined : 0}
        onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeStart.current = null)}>
        <Frame ref={frameRef}>
          <Track
            id={slidesId}
            aria-live={autoplay.running ? "off" : "polite"}
            $minSlideRem={minSlideRem}
            $maxVisible={maxVisible}
            style={{ "--index": index } as CSSProperties}
            data-index={index}
            {...focusHolds}
          >
            {slides.map((slide, i) => (
              <Slide
                key={i}
                ref={(el) => {
                  slideEls.current[i] = el;
                }}
                role="group"
                aria-roledescription="slide"
                aria-label={fillIn(strings.slidePosition, { number: i + 1, count })}
                onFocus={() => reveal(i)}
              >
                {slide}
              </Slide>
            ))}
          </Track>
        </Frame>
      </Clip>
    </Region>
  );
}
