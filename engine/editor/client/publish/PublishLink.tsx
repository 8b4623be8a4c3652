/** The app bar's Publish link, with how many files have changes that are not live yet. */
import { useEffect, useState } from "react";
import { publishApi } from "./publishApi";

export function PublishLink({ current, hash, onClick }: { current: boolean; hash: string; onClick: (event: React.MouseEvent) => void }) {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    publishApi.changes().then((answer) => live && setCount(answer.changes.length), () => {});
    return () => {
      live = false;
    };
  }, [hash]);
  return (
    <a href="#/publish" className="publish-link" aria-current={current ? "page" : undefined} onClick={onClick}>
      Publish{count ? <> <span aria-hidden="true">({count})</span><span className="visually-hidden">: {count} {count === 1 ? "change" : "changes"} not live yet</span></> : null}
    </a>
  );
}
