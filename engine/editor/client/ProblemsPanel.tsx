/**
 * Every problem of the document in the validator's words (the same as npm run validate), errors first, then
 * the editorial checks' findings, which saving allows and publishing refuses ("must be fixed before publishing").
 * Each one jumps to its field. Problems the change would cause in other
 * files (a treatment taken out of the catalogue that a page still shows) are listed too.
 */
import type { CausedProblem, Problem } from "../model/api";
import { useFreshEntries } from "./form/fresh";
import { splitGuidance, WhyLink } from "./ProblemWords";

export function ProblemsPanel({ problems, elsewhere, caused = [], checking, onJump, openFile }: { problems: Problem[]; elsewhere: Problem[]; caused?: CausedProblem[]; checking: boolean; onJump(problem: Problem): void; openFile(file: string, where: string): void }) {
  const fresh = useFreshEntries();
  // The empty fields of an entry just added are to fill in, not mistakes, until left or until a save is tried.
  const toDo = problems.filter((problem) => problem.severity === "error" && fresh.isToDo(problem.where));
  const errors = problems.filter((problem) => problem.severity === "error" && !toDo.includes(problem));
  const warnings = problems.filter((problem) => problem.severity === "warning");
  return (
    <section className="problems" aria-label="Problems" aria-live="polite">
      {errors.length === 0 && elsewhere.length === 0 && toDo.length > 0 ? null : errors.length === 0 && elsewhere.length === 0 ? (
        <p className="all-good">{checking ? "Checking…" : caused.length ? `This can be saved; on other pages, ${caused.length === 1 ? "1 thing" : `${caused.length} things`} must be fixed before publishing:` : `No problems: this can be saved.${warnings.length ? ` Before publishing, ${warnings.length === 1 ? "1 thing" : `${warnings.length} things`} must be fixed (below).` : ""}`}</p>
      ) : (
        <p className="count">
          {errors.length + elsewhere.length === 1 ? "1 problem" : `${errors.length + elsewhere.length} problems`} to fix before saving:
        </p>
      )}
      {toDo.length > 0 && <p className="to-do">{toDo.length === 1 ? "1 field" : `${toDo.length} fields`} of the new entry to fill in.</p>}
      {errors.length > 0 && <ProblemList kind="errors" problems={errors} open={onJump} />}
      {elsewhere.length > 0 && (
        <>
          <p className="count">This change would break other files:</p>
          <ProblemList kind="errors" problems={elsewhere} open={(problem) => openFile(problem.file, problem.where)} inFile />
        </>
      )}
      {caused.length > 0 && (
        <ul className="problem-list warnings">
          {caused.map((problem, index) => (
            <li key={index}>
              <button type="button" className="link" onClick={() => onJump({ ...problem, where: problem.at })}>
                {problem.place}: {problem.message}
              </button>
            </li>
          ))}
        </ul>
      )}
      {warnings.length > 0 && (
        <details className="suggestions">
          <summary>{warnings.length === 1 ? "1 problem" : `${warnings.length} problems`} that must be fixed before publishing (saving is allowed)</summary>
          <ProblemList kind="warnings" problems={warnings} open={onJump} />
        </details>
      )}
    </section>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Problems as buttons that take the person to each one (`inFile`: named with the page they are on). */
function ProblemList({ kind, problems, open, inFile = false }: { kind: "errors" | "warnings"; problems: Problem[]; open(problem: Problem): void; inFile?: boolean }) {
  return (
    <ul className={`problem-list ${kind}`}>
      {problems.map((problem, index) => (
        <li key={index}>
          <button type="button" className="link" onClick={() => open(problem)}>
            {inFile ? `${capitalised(problem.place ?? "another page")}: ${splitGuidance(problem).words}` : splitGuidance(problem).words}
          </button>
          <WhyLink problem={problem} />
        </li>
      ))}
    </ul>
  );
}
