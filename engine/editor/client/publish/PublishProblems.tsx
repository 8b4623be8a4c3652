/**
 * On the Publish screen, as it opens: everything that would stop publication (what the checks run at Publish
 * refuse), page by page, each line a link to the field to fix. Asked again whenever the screen reloads its
 * changes (`watch`), so a fix saved meanwhile drops off the list.
 */
import { useEffect, useState } from "react";
import { fieldAddress, messageOf, publishApi, type ProblemsAnswer } from "./publishApi";
import { splitGuidance, WhyLink } from "../ProblemWords";

/** The editor's one name for these, wherever it shows them. */
export const MUST_FIX = "must be fixed before publishing";

export function PublishProblems({ watch }: { watch: unknown }) {
  const [answer, setAnswer] = useState<ProblemsAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    publishApi.problems().then(
      (found) => current && (setAnswer(found), setFailure(null)),
      (error: unknown) => current && setFailure(messageOf(error)),
    );
    return () => {
      current = false;
    };
  }, [watch]);

  if (failure) return <p className="notice error" role="alert">The checks could not be read just now: {failure}</p>;
  if (!answer) return <p className="publish-problems-status" role="status">Checking what would stop publication…</p>;
  if (!answer.problems.length) return <p className="publish-problems-status" role="status">Nothing stops publication: every page passes the checks that run when you publish.</p>;
  const pages = new Map<string, ProblemsAnswer["problems"]>();
  for (const problem of answer.problems) pages.set(problem.place, [...(pages.get(problem.place) ?? []), problem]);
  const count = answer.problems.length;
  return (
    <section className="notice error publish-blockers" aria-labelledby="blockers-title">
      <h2 id="blockers-title">
        {count === 1 ? "1 problem" : `${count} problems`} {MUST_FIX}
      </h2>
      <p>Publishing refuses while {count === 1 ? "it remains" : "any of them remains"}. Each line opens the page at the field to fix.</p>
      {[...pages].map(([place, problems]) => (
        <div key={place} className="publish-blockers-page">
          <h3>{capitalised(place)}</h3>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>
                <a href={fieldAddress(problem)}>{splitGuidance(problem).words}</a>
                <WhyLink problem={problem} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
