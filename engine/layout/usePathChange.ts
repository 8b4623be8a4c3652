/**
 * Runs `onChange` when the route's path changes (not on the first render).
 * It runs during render, React's way of resetting state from a change, so a
 * menu is already closed in the first paint of the new page.
 */
import { useState } from "react";
import { useLocation } from "react-router-dom";

export function usePathChange(onChange: () => void): void {
  const { pathname } = useLocation();
  const [seen, setSeen] = useState(pathname);
  if (seen !== pathname) {
    setSeen(pathname);
    onChange();
  }
}
