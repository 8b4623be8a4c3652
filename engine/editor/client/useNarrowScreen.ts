/** True while the window is narrow enough that the form and the preview take turns (editor.css, 900 px). */
import { useEffect, useState } from "react";

const NARROW = "(max-width: 900px)";

export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const changed = () => setNarrow(query.matches);
    changed();
    query.addEventListener("change", changed);
    return () => query.removeEventListener("change", changed);
  }, []);
  return narrow;
}
