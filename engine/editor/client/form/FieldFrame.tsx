/** The frame every field is drawn in: its name, its help text (the schema's description and examples), its problems. */
import type { ReactNode } from "react";
import type { FieldSpec } from "../../model/formModel";
import type { CausedProblem, Problem } from "../../model/api";
import { fieldId, useForm } from "./FormContext";
import { freshEntries } from "./fresh";
import { ProblemWords } from "../ProblemWords";

export interface FrameProps {
  where: string;
  label: string;
  required: boolean;
  spec: FieldSpec;
  children: ReactNode;
  /** Containers (a group of fields, a list) name themselves with a legend instead of a label. */
  group?: boolean;
  /** Drawn after the label, on the same line (a list's "Add" button, an optional group's "Remove"). */
  actions?: ReactNode;
  /** The field inside draws this place's problems itself (a union drawn as one text shares its place). */
  problemsInside?: boolean;
}

export function FieldFrame({ where, label, required, spec, children, group, actions, problemsInside }: FrameProps) {
  const { problems } = useForm();
  const here = problemsInside || freshEntries.isToDo(where) ? [] : (problems.get(where) ?? []);
  const id = fieldId(where);
  const name = (
    <>
      {label}
      {!required && !spec.askedBy && <span className="optional"> (optional)</span>}
    </>
  );
  const help = <Help spec={spec} id={`${id}-help`} />;
  const shown = problemsInside ? null : <FieldProblems where={where} id={`${id}-problems`} />;
  if (group) {
    return (
      <fieldset className={`field group kind-${spec.kind}${here.some((p) => p.severity === "error") ? " has-error" : ""}`} data-path={where} data-kind={spec.kind}>
        <legend>
          <span className="legend-text">{name}</span>
          {actions}
        </legend>
        {help}
        {shown}
        {children}
      </fieldset>
    );
  }
  return (
    <div className={`field kind-${spec.kind}${here.some((p) => p.severity === "error") ? " has-error" : ""}`} data-path={where} data-kind={spec.kind}>
      <div className="field-head">
        <label htmlFor={id} id={`${id}-label`}>
          {name}
        </label>
        {actions}
      </div>
      {children}
      {help}
      {shown}
    </div>
  );
}

/**
 * The words of a field's help. A paragraph box shows its formatting as formatting (richText/), so the schema's
 * sentence on how to write the markers by hand (for VS Code) gives way to how to use the buttons.
 */
export function helpWords(spec: FieldSpec): string | undefined {
  if (spec.kind !== "text" || !spec.inline || !spec.description) return spec.description;
  const markers = spec.description.indexOf(" Can hold links and emphasis:");
  const own = markers < 0 ? spec.description : spec.description.slice(0, markers);
  return `${own} Select words, then press Bold, Italic or Link.`;
}

/** The schema's description, and its examples as "e.g." (examples are help, never values put in for you). */
function Help({ spec, id }: { spec: FieldSpec; id: string }) {
  // A tick box needs no example ("e.g. ticked"); a choice shows its choices.
  const examples = spec.kind === "boolean" || spec.kind === "choice" ? [] : (spec.examples ?? []).filter((example) => typeof example === "string" || typeof example === "number");
  const description = helpWords(spec);
  if (!description && !examples.length && !spec.askedBy) return null;
  return (
    <p className="help" id={id}>
      {spec.askedBy && <span className="asked-by">{spec.askedBy} </span>}
      {description}
      {examples.length > 0 && (
        <span className="example">
          {" "}
          e.g. {examples.map((example) => `“${String(example)}”`).join(", ")}
        </span>
      )}
    </p>
  );
}

export function FieldProblems({ where, id }: { where: string; id?: string }) {
  const { problems } = useForm();
  const here = problems.get(where);
  if (!here?.length) return null;
  if (freshEntries.isToDo(where)) {
    return (
      <ul className="field-problems" id={id}>
        <li className="todo">To fill in</li>
      </ul>
    );
  }
  return (
    <ul className="field-problems" id={id}>
      {here.map((problem, index) =>
        isCaused(problem) ? (
          <li key={index} className="warning caused">
            This change affects {problem.place}: {problem.message}.{" "}
            <a href={`#/edit?file=${encodeURIComponent(problem.file)}&at=${encodeURIComponent(problem.where)}`}>Open {problem.place}</a>
          </li>
        ) : (
          <li key={index} className={problem.severity}>
            {problem.severity === "warning" ? "Must be fixed before publishing: " : problem.severity === "notice" ? "Suggestion: " : ""}
            <ProblemWords problem={problem} />
          </li>
        ),
      )}
    </ul>
  );
}

/** aria attributes that tie an input to its help and problems. */
export function describedBy(where: string, hasProblems: boolean): { "aria-describedby": string; "aria-invalid"?: true } {
  const id = fieldId(where);
  return { "aria-describedby": `${id}-help ${id}-problems`, ...(hasProblems && !freshEntries.isToDo(where) ? { "aria-invalid": true as const } : {}) };
}

/** A finding in another file that a change here causes (it says where it is, and links there). */
export const isCaused = (problem: Problem): problem is CausedProblem => "at" in problem && "place" in problem;
