/**
 * Today's date in the visitor's browser, or null on the server and on the
 * first render. Pre-rendered HTML and the hydrating render therefore agree (no
 * hydration mismatch); the date appears right after hydration.
 */
import { useEffect, useState } from "react";

export function useToday(): Date | null {
  const [today, setToday] = useState<Date | null>(null);
  useEffect(() => setToday(new Date()), []);
  return today;
}
