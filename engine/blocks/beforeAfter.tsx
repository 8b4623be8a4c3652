/**
 * Two pictures on top of each other with a handle between them: drag (mouse or
 * touch) or use the arrow keys to reveal more of either. The frame is the
 * block's width by height, shrunk to fit narrow screens at the same ratio.
 */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { Section } from "../ui/Section";
import { useRevealSlider } from "../ui/useRevealSlider";
import { ResponsiveImg } from "../ui/ResponsiveImg";
import { useSite } from "../app/SiteContext";
import { fillIn } from "../ui/fillIn";

const Frame = styled.div<{ $width: number; $height: number }>`
  position: relative;
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  aspect-ratio: ${({ $width, $height }) => `${$width} / ${$height}`};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  user-select: none;
  cursor: ew-resize;
  /* Horizontal drags move the handle; vertical swipes still scroll the page. */
  touch-action: pan-y;

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: cover;
    pointer-events: none;
  }
`;

const Tag = styled.span<{ $side: "left" | "right" }>`
  position: absolute;
  top: 0.75rem;
  ${({ $side }) => $side}: 0.75rem;
  padding: 0.2rem 0.6rem;
  border-radius: 999px;
  background: rgb(0 0 0 / 0.7);
  color: #fff;
  font-size: ${({ theme }) => theme.fontSize.small};
  font-weight: bold;
  pointer-events: none;
`;

const Handle = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  width: 2.75rem;
  transform: translateX(-50%);
  display: grid;
  place-items: center;
  cursor: ew-resize;

  &::before {
    content: "";
    position: absolute;
    top: 0;
    bottom: 0;
    left: 50%;
    width: 3px;
    transform: translateX(-50%);
    background: #fff;
    box-shadow: 0 0 4px rgb(0 0 0 / 0.5);
  }

  &:focus-visible { outline: none; }
  &:focus-visible > span { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Knob = styled.span`
  position: relative;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: 0 1px 6px rgb(0 0 0 / 0.4);
  font-weight: bold;
`;

export default function BeforeAfterBlock({ block }: { block: BlockOf<"beforeAfter"> }) {
  const id = useId();
  const { value, frameProps, handleProps } = useRevealSlider(50);
  const { width, height } = block;
  // Shown at its own width at most, or the window's less the page's padding.
  const sizes = `(min-width: ${width + 40}px) ${width}px, calc(100vw - 2.5rem)`;
  const { strings } = useSite();
  return (
    <Section id={id} heading={block.heading}>
      <Frame $width={width} $height={height} {...frameProps} data-before-after="">
        <ResponsiveImg src={block.after.src} alt={block.after.alt} width={width} height={height} sizes={sizes} loading="lazy" decoding="async" />
        {/* The "before" picture sits on top, clipped to the handle's left. */}
        <ResponsiveImg
          src={block.before.src}
          alt={block.before.alt}
          width={width}
          height={height}
          sizes={sizes}
          loading="lazy"
          decoding="async"
          style={{ clipPath: `inset(0 ${100 - value}% 0 0)` }}
        />
        <Tag $side="left" aria-hidden="true">{strings.before}</Tag>
        <Tag $side="right" aria-hidden="true">{strings.after}</Tag>
        <Handle
          role="slider"
          tabIndex={0}
          aria-label={strings.beforeAfterSlider}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={fillIn(strings.beforeAfterValue, { before: value, after: 100 - value })}
          aria-orientation="horizontal"
          style={{ left: `${value}%` }}
          {...handleProps}
        >
          <Knob aria-hidden="true">↔</Knob>
        </Handle>
      </Frame>
    </Section>
  );
}
