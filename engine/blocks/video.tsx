/**
 * A video behind a play button. Before the press only the poster is shown;
 * with loadOnPlay there is no <video> at all, so the file is not requested
 * until the visitor asks for it. Pressing play turns the controls on.
 */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { useSite } from "../app/SiteContext";
import { Section } from "../ui/Section";
import { Picture } from "../ui/Picture";
import { usePlayOnDemand } from "../ui/usePlayOnDemand";

// The frame's ratio is fixed, so swapping the poster for the player moves nothing.
const Frame = styled.div`
  position: relative;
  max-width: 56rem;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  background: #0d1f22;

  img, video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: cover;
  }
`;

const PlayButton = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  width: 100%;
  padding: 1rem;
  border: 0;
  font: inherit;
  font-weight: bold;
  color: #fff;
  cursor: pointer;
  /* A veil under the label keeps it readable on any poster: white over 60% black is at least 5.7:1 (AA). */
  background: rgb(0 0 0 / 0.6);

  &:hover, &:focus-visible { background: rgb(0 0 0 / 0.7); }
  &:focus-visible { outline: 3px solid #fff; outline-offset: -6px; }
`;

const PlayCircle = styled.span`
  display: grid;
  place-items: center;
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  box-shadow: 0 0 0 4px rgb(255 255 255 / 0.85);
`;

const Label = styled.span`
  max-width: 32rem;
  text-align: center;
  text-shadow: 0 1px 2px rgb(0 0 0 / 0.8);
`;

function PlayIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}

export default function VideoBlock({ block }: { block: BlockOf<"video"> }) {
  const id = useId();
  const site = useSite();
  const { started, start, videoRef } = usePlayOnDemand();
  // With loadOnPlay the element only exists once asked for; otherwise it waits with preload="none".
  const showVideo = started || !block.loadOnPlay;
  return (
    <Section id={id} heading={block.heading}>
      <Frame data-video-frame="">
        {!showVideo && <Picture src={block.poster} alt="" width={1280} height={720} />}
        {showVideo && (
          <video
            ref={videoRef}
            src={block.src}
            poster={block.poster}
            preload={started ? "auto" : "none"}
            controls={started}
            // Focusable like any player with controls (explicit, so focus can move here when play is pressed).
            tabIndex={started ? 0 : -1}
            playsInline
            aria-label={block.title}
            width={1280}
            height={720}
          >
            {block.captions && <track kind="captions" src={block.captions} srcLang={site.language.split("-")[0]} label={site.strings.captions} default />}
          </video>
        )}
        {!started && (
          <PlayButton type="button" onClick={start}>
            <PlayCircle>
              <PlayIcon />
            </PlayCircle>
            <Label>Play video: {block.title}</Label>
          </PlayButton>
        )}
      </Frame>
    </Section>
  );
}
