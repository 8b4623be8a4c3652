/** After a Publish the gate refused part of: the changes that waited, each with its problems at their field, and the rest published. */
import { fieldAddress } from "./publishApi";
import type { HeldBack } from "../../server/publish/choice";

export function HeldBackList({ heldBack }: { heldBack: HeldBack[] }) {
  return (
    <div className="publish-held-back">
      <p>Not published: {heldBack.length === 1 ? "this change waits" : "these changes wait"} for a fix. Everything else you chose is live.</p>
      <ul className="publish-problems">
        {heldBack.map((entry) => (
          <li key={entry.id}>
            {entry.name}
            {entry.problems.length ? ": " : ` (it needs ${entry.needs}, which waits)`}
            {entry.problems.map((problem, index) => (
              <span key={index}>
                {index > 0 && "; "}
                <a href={fieldAddress(problem)}>{problem.message}</a>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
