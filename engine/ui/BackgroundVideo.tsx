/**
 * A decorative, silent, looping video behind a banner. The poster is a plain
 * <img> (pre-rendered, so it is the first paint and reserves the space); the
 * <video> is only added after hydration when motion is allowed, so visitors who
 * prefer reduced motion or save data never download it. If it fails to load it
 * is removed and the poster stays.
 */
import { useState } from "react";
import styled from "styled-components";
import { useMotionAllowed } from "./useMotionAllowed";

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

export function BackgroundVideo({ src, poster }: { src: string; poster: string }) {
  const motionAllowed = useMotionAllowed();
  const [failed, setFailed] = useState(false);
  return (
    <Layer aria-hidden="true" data-background-video="">
      {/* Above the fold: eager and high priority, it is likely the page's largest paint. */}
      <img src={poster} alt="" width={1280} height={720} decoding="async" fetchPriority="high" />
      {motionAllowed && !failed && (
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
            if (el) el.muted = true;
          }}
        />
      )}
    </Layer>
  );
}
