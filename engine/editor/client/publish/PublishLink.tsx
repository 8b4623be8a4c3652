/** The app bar's Publish link, with how many files have changes that are not live yet (asked again on each screen and save: `watch`). */
import { useEffect, useState } from "react";
import { publishApi } from "./publishApi";

export function PublishLink({ current, watch, onClick }: { current: boolean; watch: unknown[]; onClick: (event: React.MouseEvent) => void }) {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    publishApi.changes().then((answer) => live && setCount(answer.changes.length), () => {});
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, watch);
  return (
    <a href="#/publish" className="publish-link" aria-current={current ? "page" : undefined} onClick={onClick}>
      Publish{count ? <> <span aria-hidden="true">({count})</span><span className="visually-hidden">: {count} {count === 1 ? "change" : "changes"} not live yet</span></> : null}
    </a>
  );
}
