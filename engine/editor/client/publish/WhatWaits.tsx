/**
 * What waits and why, in words: on the Publish screen (every page), at the top of a page's form (that page), and
 * as a short badge on the page list. Text with a real link, never a colour alone.
 */
import type { WaitingChange } from "./waitsApi";

/** The Publish screen's list: what is saved but does not go with this Publish, and why. */
export function WhatWaits({ waits }: { waits: WaitingChange[] }) {
  const held = waits.filter((wait) => wait.why !== "later");
  if (!held.length) return null;
  return (
    <section className="notice publish-waits" aria-labelledby="waits-title">
      <h2 id="waits-title">Saved, but not in this Publish</h2>
      <ul>
        {held.map((wait) => (
          <li key={`${wait.file}-${wait.why}-${wait.request ?? ""}`}>
            <strong>{wait.name}</strong>: {wait.words}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Beside a change on the Publish screen: that it was saved after its page was scheduled, and goes on its own. */
export function LaterChangeNote({ wait }: { wait: WaitingChange | undefined }) {
  if (wait?.why !== "later") return null;
  return <p className="publish-later">{wait.words}</p>;
}

/** At the top of a page's form: what of this page waits, with the way to publish it now. */
export function WaitsNotice({ waits, file }: { waits: WaitingChange[]; file: string }) {
  const here = waits.filter((wait) => wait.file === file);
  if (!here.length) return null;
  return (
    <div className="notice page-waits" role="status">
      {here.map((wait) => (
        <p key={`${wait.why}-${wait.request ?? ""}`}>
          {wait.words}{" "}
          {(wait.why === "later" || wait.why === "date") && <a href="#/publish">{wait.why === "later" ? "Publish it now, or join that publication" : "See what is scheduled"}</a>}
          {wait.why === "tangled" && <a href="#/publish">Join the publication it waits for</a>}
          {wait.why === "problem" && <a href="#/publish">See what to fix</a>}
          {wait.why === "approval" && <a href="#/publish">See the request</a>}
        </p>
      ))}
    </div>
  );
}

/** The page list's badge: short words, for one page. */
export function WaitsBadge({ waits, file }: { waits: WaitingChange[]; file: string }) {
  const first = waits.find((wait) => wait.file === file);
  if (!first) return null;
  return <span className="badge page-waits-badge" title={first.words}>{first.badge}</span>;
}
