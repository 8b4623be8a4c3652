/**
 * The app bar's Publish link, with how many files have changes that are not live yet. Asked again on each screen
 * and save (`watch`), and told by every other answer about the changes (publishApi's CHANGE_COUNT_EVENT), so the
 * count is right after a publication made on the Publish screen, where neither the screen nor the pages change.
 */
import { useEffect, useState } from "react";
import { CHANGE_COUNT_EVENT, publishApi } from "./publishApi";

export function PublishLink({ current, watch, onClick }: { current: boolean; watch: unknown[]; onClick: (event: React.MouseEvent) => void }) {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const told = (event: Event) => setCount((event as CustomEvent<number>).detail);
    // Back to the tab: someone else may have published (or a publication on a date gone out) meanwhile.
    const ask = () => void publishApi.changes().catch(() => {});
    window.addEventListener(CHANGE_COUNT_EVENT, told);
    window.addEventListener("focus", ask);
    return () => {
      window.removeEventListener(CHANGE_COUNT_EVENT, told);
      window.removeEventListener("focus", ask);
    };
  }, []);
  useEffect(() => {
    // The answer reaches the count through CHANGE_COUNT_EVENT (a late answer to an older question is dropped there).
    publishApi.changes().catch(() => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, watch);
  return (
    <a href="#/publish" className="publish-link" aria-current={current ? "page" : undefined} onClick={onClick}>
      Publish{count ? <> <span aria-hidden="true">({count})</span><span className="visually-hidden">: {count} {count === 1 ? "change" : "changes"} not live yet</span></> : null}
    </a>
  );
}
