/** What a publication or restore came to, in words: live (when, and links to the pages), or what to do instead. */
import { fieldAddress, WHEN, type PublishOutcome } from "./publishApi";

export function PublishOutcomeView({ outcome }: { outcome: PublishOutcome }) {
  if (outcome.published) {
    return (
      <div className="notice success" role="status">
        <p>
          Published: live since <time dateTime={outcome.at}>{WHEN.format(new Date(outcome.at))}</time>.
          {outcome.onTopOf?.length ? ` ${outcome.onTopOf.join(" and ")} had published meanwhile; their changes are kept too.` : ""}
        </p>
        {outcome.pages.some((page) => page.url) && (
          <ul className="publish-links">
            {outcome.pages.filter((page) => page.url).map((page) => (
              <li key={page.file}>
                <a href={page.url} target="_blank" rel="noreferrer">
                  See {page.name} on the live site
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="publish-note">A host that builds the site from git may take a minute or two before the change shows there.</p>
      </div>
    );
  }
  if (outcome.reason === "problems") {
    return (
      <div className="notice error" role="alert">
        <p>{outcome.message}</p>
        <ul className="publish-problems">
          {outcome.problems.map((problem, index) => (
            <li key={index}>
              <a href={fieldAddress(problem)}>{problem.file === "site.config.json" ? "Practice details" : problem.file.replace(/^pages\//, "").replace(/\.json$/, "")}</a>
              {": "}
              {problem.message}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const tone = outcome.reason === "requested" || outcome.reason === "nothing" ? "notice" : "notice error";
  return (
    <p className={tone} role={tone === "notice" ? "status" : "alert"}>
      {outcome.message}
    </p>
  );
}
