/**
 * The smaller pieces of the document screen (DocumentScreen.tsx): the Form / Preview tabs of a narrow screen,
 * the words of a save, a shared block's fields, a page's own fields, and a file that cannot be read as a form.
 */
import type { FieldSpec, ObjectSpec } from "../../model/formModel";
import type { Problem } from "../../model/api";
import { optionFor } from "../../model/values";
import { ObjectFields } from "../form/FieldView";

/** The two tabs of a narrow screen: the form, and the preview at a phone's width. */
export function PaneTabs({ pane, onChange }: { pane: "form" | "preview"; onChange(pane: "form" | "preview"): void }) {
  const names = { form: "Form", preview: "Preview" } as const;
  const order = ["form", "preview"] as const;
  // Arrow keys move between the tabs, as in every tab list.
  const keys = (event: { key: string; preventDefault(): void }) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const next = pane === "form" ? "preview" : "form";
    onChange(next);
    document.getElementById(`${next}-tab`)?.focus();
    event.preventDefault();
  };
  return (
    <div className="pane-tabs" role="tablist" aria-label="Show">
      {order.map((name) => (
        <button key={name} type="button" role="tab" id={`${name}-tab`} aria-selected={pane === name} aria-controls={`${name}-pane`} tabIndex={pane === name ? 0 : -1} onClick={() => onChange(name)} onKeyDown={keys}>
          {names[name]}
        </button>
      ))}
    </div>
  );
}

/** What a successful save says: "Saved; on other pages, 1 thing must be fixed before publishing" when it causes a finding there. */
export function savedNotice(unchanged: boolean, caused: number): string {
  const base = unchanged ? "Nothing to save: the file already says this" : "Saved";
  if (!caused) return `${base}.`;
  return `${base}; on other pages, ${caused === 1 ? "1 thing" : `${caused} things`} must be fixed before publishing (shown at the change).`;
}

export function SharedBlockFields({ spec, value }: { spec: FieldSpec; value: unknown }) {
  const option = spec.kind === "variants" ? optionFor(spec, value) : undefined;
  if (!option || option.spec.kind !== "object") return <p className="unsupported">This shared block's type is not one the engine knows; change it in VS Code.</p>;
  return <ObjectFields spec={option.spec} path={[]} value={value} />;
}

/** The page's own fields; its blocks have their own editor. */
export function withoutBlocks(page: ObjectSpec): ObjectSpec {
  return { ...page, fields: page.fields.filter((field) => field.key !== "blocks") };
}

export function Unreadable({ file, problems, reload }: { file: string; problems: Problem[]; reload(): void }) {
  return (
    <main className="screen">
      <h1>{file} cannot be opened here</h1>
      <p>It has a mistake in its JSON, so the editor cannot read it as a form. Fix it in VS Code (the place is given below), then reload.</p>
      <ul className="problem-list errors">
        {problems.map((problem, index) => (
          <li key={index}>
            {file}:{problem.line}:{problem.column} › {problem.message}
          </li>
        ))}
      </ul>
      <button type="button" onClick={reload}>
        Reload
      </button>
    </main>
  );
}
