/**
 * Every problem of the document in the validator's words (the same as npm run validate), errors first, then
 * the editorial checks' suggestions. Each one jumps to its field. Problems the change would cause in other
 * files (a treatment taken out of the catalogue that a page still shows) are listed too.
 */
import type { Problem } from "../model/api";

export function ProblemsPanel({ problems, elsewhere, checking, onJump, openFile }: { problems: Problem[]; elsewhere: Problem[]; checking: boolean; onJump(problem: Problem): void; openFile(file: string, where: string): void }) {
  const errors = problems.filter((problem) => problem.severity === "error");
  const warnings = problems.filter((problem) => problem.severity === "warning");
  return (
    <section className="problems" aria-label="Problems" aria-live="polite">
      {errors.length === 0 && elsewhere.length === 0 ? (
        <p className="all-good">{checking ? "Checking…" : "No problems: this can be saved."}</p>
      ) : (
        <p className="count">
          {errors.length + elsewhere.length === 1 ? "1 problem" : `${errors.length + elsewhere.length} problems`} to fix before saving:
        </p>
      )}
      {errors.length > 0 && (
        <ul className="problem-list errors">
          {errors.map((problem, index) => (
            <li key={index}>
              <button type="button" className="link" onClick={() => onJump(problem)}>
                {problem.message}
              </button>
            </li>
          ))}
        </ul>
      )}
      {elsewhere.length > 0 && (
        <>
          <p className="count">This change would break other files:</p>
          <ul className="problem-list errors">
            {elsewhere.map((problem, index) => (
              <li key={index}>
                <button type="button" className="link" onClick={() => openFile(problem.file, problem.where)}>
                  {problem.file}: {problem.message}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {warnings.length > 0 && (
        <details className="suggestions">
          <summary>{warnings.length === 1 ? "1 suggestion" : `${warnings.length} suggestions`} (saving is allowed; the site's checks in CI ask for them)</summary>
          <ul className="problem-list warnings">
            {warnings.map((problem, index) => (
              <li key={index}>
                <button type="button" className="link" onClick={() => onJump(problem)}>
                  {problem.message}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
