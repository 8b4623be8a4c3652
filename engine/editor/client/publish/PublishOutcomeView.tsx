/**
 * What a publication or restore came to, in words: published (when, and links to the pages), in the words of how
 * the site is served (a folder this editor puts the build in is live at once; a host that builds from git takes a
 * minute or two), or what to do instead.
 */
import { fieldAddress, WHEN, type Problem, type PublishOutcome } from "./publishApi";
import { HeldBackList } from "./HeldBackList";

export function PublishOutcomeView({ outcome }: { outcome: PublishOutcome }) {
  if (outcome.published) {
    return (
      <div className="notice success" role="status">
        <p>
          {outcome.release ? (
            <>Published: live since <time dateTime={outcome.at}>{WHEN.format(new Date(outcome.at))}</time>.</>
          ) : (
            <>Published on <time dateTime={outcome.at}>{WHEN.format(new Date(outcome.at))}</time>.</>
          )}
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
        {outcome.heldBack?.length ? <HeldBackList heldBack={outcome.heldBack} /> : null}
        <p className="publish-note">{outcome.release ? "It is live now." : "The host builds the site from it; it may take a minute or two before the change shows on the live site."}</p>
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
              {placeName(problem)}: <a href={fieldAddress(problem)}>{problem.message}</a>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const tone = outcome.reason === "requested" || outcome.reason === "scheduled" || outcome.reason === "nothing" ? "notice" : "notice error";
  return (
    <p className={tone} role={tone === "notice" ? "status" : "alert"}>
      {outcome.message}
    </p>
  );
}

/** The page a problem is on, by name; the server names each one (a file is never shown). */
function placeName(problem: Problem): string {
  const place = problem.place ?? (problem.file === "site.config.json" ? "the practice details" : "a page of the site");
  return place.charAt(0).toUpperCase() + place.slice(1);
}
