/**
 * A decorative, silent, looping video behind a banner. The poster is a plain
 * <img> (pre-rendered, so it is the first paint and reserves the space); the
 * <video> is only added after hydration when motion is allowed, so visitors who
 * prefer reduced motion or save data never download it. If it fails to load it
 * is removed and the poster stays. A pause button lets anyone stop the motion
 * (WCAG 2.2.2: moving content that lasts over five seconds must be pausable).
 */
import { useRef, useState } from "react";
import styled from "styled-components";
import { useMotionAllowed } from "./useMotionAllowed";
import { ResponsiveImg } from "./ResponsiveImg";
import { useSite } from "../app/SiteContext";

const Layer = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  z-index: 0;

  img,
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: cover;
  }

  /* A dark veil keeps white text at AA contrast over any frame (white under 60% black is #666: 5.7:1). */
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, rgb(0 0 0 / 0.72), rgb(0 0 0 / 0.6));
  }
`;

const PauseButton = styled.button`
  position: absolute;
  right: 1rem;
  bottom: 1rem;
  z-index: 2;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 2px solid #fff;
  border-radius: 50%;
  background: rgb(0 0 0 / 0.6);
  color: #fff;
  cursor: pointer;
  &:hover { background: rgb(0 0 0 / 0.8); }
  &:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
`;

function PauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path d={paused ? "M8 5v14l11-7z" : "M7 5h4v14H7zM13 5h4v14h-4z"} fill="currentColor" />
    </svg>
  );
}

export function BackgroundVideo({ src, poster }: { src: string; poster: string }) {
  const { strings } = useSite();
  const motionAllowed = useMotionAllowed();
  const [failed, setFailed] = useState(false);
  const [paused, setPaused] = useState(false);
  const video = useRef<HTMLVideoElement | null>(null);
  const showVideo = motionAllowed && !failed;

  const togglePause = () => {
    const el = video.current;
    if (!el) return;
    if (paused) Promise.resolve(el.play?.()).catch(() => {});
    else el.pause?.();
    setPaused(!paused);
  };

  return (
    <>
      <Layer aria-hidden="true" data-background-video="">
        {/* Above the fold: eager and high priority, it is likely the page's largest paint. */}
        <ResponsiveImg src={poster} alt="" width={1280} height={720} decoding="async" fetchPriority="high" />
        {showVideo && (
          <video
            src={src}
            poster={poster}
            autoPlay
            muted
            loop
            playsInline
            preload="auto"
            tabIndex={-1}
            onError={() => setFailed(true)}
            // React sets `muted` as a property only; set it before autoplay policies look at it.
            ref={(el) => {
              video.current = el;
              if (el) el.muted = true;
            }}
          />
        )}
      </Layer>
      {showVideo && (
        <PauseButton type="button" onClick={togglePause} aria-label={paused ? strings.backgroundVideoPlay : strings.backgroundVideoPause}>
          <PauseIcon paused={paused} />
        </PauseButton>
      )}
    </>
  );
}
