/**
 * A strip of treatment cards that scrolls by itself, stripStepPx every
 * stripStepMs, and loops without a seam: the cards are drawn twice and the
 * scroll position jumps back by one set's width when it reaches the copy.
 * The copy is added once the page runs: a page without scripts does not loop,
 * and the pre-rendered page (half of whose markup the copy was) parses, lays
 * out and hydrates faster on a slow phone.
 * It shows a bounded number of cards (engine/ui/catalogue.ts), with a link to the page of every treatment
 * when the block names one: a page must not grow with the catalogue.
 * It is a real scroll container (touch and keyboard scroll it natively, and
 * it scrolls without JavaScript); a mouse can drag it. It holds still while
 * dragged, pointed at or focused, while off screen, when paused with its
 * button, and for visitors who prefer reduced motion.
 */
import { startTransition, useEffect, useId, useRef, useState, type MouseEvent, type PointerEvent } from "react";
import styled from "styled-components";
import { Icon } from "../ui/icons";
import type { BlockOf } from "../schema/blocks";
import type { Service } from "../schema/site";
import { useSite } from "../app/SiteContext";
import { Container, SectionHeading } from "../ui/Section";
import { useAutoplay, useHoldWhileOffscreen } from "../ui/useAutoplay";
import { ResponsiveImg } from "../ui/ResponsiveImg";
import { stripServices } from "../ui/catalogue";

type Strip = BlockOf<"servicesStrip">;

/** A drag shorter than this is still a click on the card. */
const CLICK_SLOP_PX = 5;

const Band = styled.section`
  padding: 3rem 0;
  ${({ theme }) => theme.media.md} { padding: 4rem 0; }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1rem;
  h2 { margin: 0; }
`;

const PauseButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  margin-left: auto;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

const Viewport = styled.div<{ $dragging: boolean }>`
  overflow-x: auto;
  padding: 0.375rem 0 0.75rem;
  scrollbar-width: thin;
  overscroll-behavior-x: contain;
  cursor: ${({ $dragging }) => ($dragging ? "grabbing" : "grab")};
  user-select: ${({ $dragging }) => ($dragging ? "none" : "auto")};
`;

const Track = styled.div`
  display: flex;
  width: max-content;
`;

/* Each copy ends with a gap, so both copies are exactly one set wide and the seam looks like any other gap. */
const Set = styled.ul`
  display: flex;
  gap: 1rem;
  padding: 0 1rem 0 0;
  margin: 0;
  list-style: none;
`;

const Card = styled.a`
  display: flex;
  flex-direction: column;
  width: 15rem;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: bold;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surface};
  }
  span { padding: 0.75rem 1rem; }
  &:hover span { color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; }
  &:focus-visible { outline-offset: -3px; }
`;

/** The way to the treatments a bounded strip leaves out. */
const AllLink = styled.a`
  display: inline-block;
  margin-top: 0.5rem;
  padding: 0.625rem 0;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: bold;
`;

function StripCard({ service }: { service: Service }) {
  const [failed, setFailed] = useState(false);
  return (
    <li>
      <Card href={service.path} draggable={false}>
        <ResponsiveImg src={service.image} alt="" width={480} height={320} sizes="15rem" loading="lazy" decoding="async" draggable={false} hidden={failed} onError={() => setFailed(true)} />
        <span>{service.title}</span>
      </Card>
    </li>
  );
}

export default function ServicesStripBlock({ block }: { block: Strip }) {
  const site = useSite();
  const { stripStepMs, stripStepPx } = site.timings;
  const services = stripServices(block, site);
  const headingId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  // The position is kept here as a fraction: browsers may round scrollLeft, which would stall sub-pixel steps.
  const position = useRef(0);
  const drag = useRef<{ startX: number; startLeft: number; moved: boolean } | null>(null);
  const [dragging, setDragging] = useState(false);
  const [looping, setLooping] = useState(false);
  // A transition: React adds the copy in small slices, after the page has hydrated.
  useEffect(() => startTransition(() => setLooping(true)), []);

  /** Keeps a scroll position inside the first copy: one set's width further on looks the same. */
  const wrap = (left: number) => {
    const setWidth = (viewport.current?.scrollWidth ?? 0) / 2;
    if (setWidth <= 0 || !looping) return left;
    return ((left % setWidth) + setWidth) % setWidth;
  };

  const scrollTo = (left: number) => {
    const el = viewport.current;
    if (!el) return;
    position.current = wrap(left);
    el.scrollLeft = position.current;
  };

  const step = () => {
    const el = viewport.current;
    if (!el) return;
    // Follow the visitor if they scrolled it themselves (touch, wheel, keyboard) since the last step.
    if (Math.abs(el.scrollLeft - position.current) > 1) position.current = el.scrollLeft;
    scrollTo(position.current + stripStepPx);
  };

  const autoplay = useAutoplay(stripStepMs, step);
  useHoldWhileOffscreen(viewport, autoplay.hold);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    autoplay.hold("drag", true);
    setDragging(event.pointerType === "mouse");
    // Touch scrolls natively; a mouse drags by hand.
    if (event.pointerType !== "mouse" || event.button !== 0) return;
    drag.current = { startX: event.clientX, startLeft: event.currentTarget.scrollLeft, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.startX;
    if (!current.moved && Math.abs(dx) < CLICK_SLOP_PX) return;
    if (!current.moved) event.currentTarget.setPointerCapture?.(event.pointerId);
    current.moved = true;
    scrollTo(current.startLeft - dx);
  };
  const endDrag = () => {
    autoplay.hold("drag", false);
    setDragging(false);
    // Leave `drag` set until the click that ends a drag has been swallowed.
    setTimeout(() => (drag.current = null), 0);
  };
  const onClickCapture = (event: MouseEvent) => {
    if (drag.current?.moved) {
      event.preventDefault();
      event.stopPropagation();
    }
    drag.current = null;
  };
  const onScroll = () => {
    const el = viewport.current;
    if (el && el.scrollWidth > 0 && el.scrollLeft >= el.scrollWidth / 2 && looping) scrollTo(el.scrollLeft);
  };

  return (
    <Band aria-labelledby={block.heading ? headingId : undefined} data-block="servicesStrip">
      <Container>
        <Head>
          {block.heading && <SectionHeading id={headingId}>{block.heading}</SectionHeading>}
          {autoplay.enabled && (
            <PauseButton type="button" aria-label={autoplay.playing ? site.strings.stripPause : site.strings.stripStart} onClick={autoplay.toggle}>
              {autoplay.playing ? <Icon name="pause" size={20} /> : <Icon name="play" size={20} />}
            </PauseButton>
          )}
        </Head>
        <Viewport
          ref={viewport}
          $dragging={dragging}
          data-strip-viewport=""
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={(event) => event.pointerType === "mouse" && endDrag()}
          onTouchEnd={endDrag}
          onClickCapture={onClickCapture}
          onScroll={onScroll}
          onMouseEnter={() => autoplay.hold("hover", true)}
          onMouseLeave={() => autoplay.hold("hover", false)}
          onFocus={() => autoplay.hold("focus", true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) autoplay.hold("focus", false);
          }}
        >
          <Track>
            <Set aria-label={block.heading ?? site.strings.stripLabel}>
              {services.map((service, i) => (
                <StripCard key={i} service={service} />
              ))}
            </Set>
            {/* The copy that makes the loop seamless: invisible to assistive technology and the keyboard. */}
            {looping && (
              <Set aria-hidden="true" inert>
                {services.map((service, i) => (
                  <StripCard key={i} service={service} />
                ))}
              </Set>
            )}
          </Track>
        </Viewport>
        {block.allTreatments && <AllLink href={block.allTreatments}>{site.strings.stripAll}</AllLink>}
      </Container>
    </Band>
  );
}
