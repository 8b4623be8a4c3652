/**
 * State of a click-to-play video: nothing plays (and, with loadOnPlay, nothing
 * is even requested) until the visitor presses play; then controls appear,
 * playback starts and focus moves to the player so keyboard users stay on it.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export function usePlayOnDemand() {
  const [started, setStarted] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!started || !video) return;
    video.focus();
    // Browsers may refuse to start (e.g. data saver); the visible controls still let the visitor press play.
    Promise.resolve(video.play?.()).catch(() => {});
  }, [started]);

  const start = useCallback(() => setStarted(true), []);
  return { started, start, videoRef };
}
