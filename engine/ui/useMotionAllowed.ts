/**
 * Whether decorative motion (a background video) may be loaded: false on the
 * server and on the first render, so the pre-rendered HTML and hydration agree
 * and nothing heavy competes with the first paint; then true unless the
 * visitor prefers reduced motion or has asked to save data.
 */
import { useEffect, useState } from "react";

const REDUCE = "(prefers-reduced-motion: reduce)";

interface NetworkInformationLike {
  saveData?: boolean;
}

function motionAllowedNow(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData) return false;
  return !window.matchMedia?.(REDUCE).matches;
}

export function useMotionAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    setAllowed(motionAllowedNow());
    const query = window.matchMedia?.(REDUCE);
    const update = () => setAllowed(motionAllowedNow());
    query?.addEventListener?.("change", update);
    return () => query?.removeEventListener?.("change", update);
  }, []);
  return allowed;
}
