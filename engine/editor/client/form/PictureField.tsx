/**
 * A picture (engine/schema/common.ts image(): "src", "alt", "decorative"), drawn as people think of it: the
 * picture itself, a button to choose another, and right beside it a box for what it shows, or a tick that says it
 * is only decoration. A picture with neither is an error the validator reports; it shows under the box.
 */
import { useState } from "react";
import type { ObjectSpec, TextSpec } from "../../model/formModel";
import type { StoredPicture } from "../../model/api";
import { jsonPathOf } from "../../model/values";
import { describedBy, FieldFrame, FieldProblems } from "./FieldFrame";
import { fieldId, useForm } from "./FormContext";
import type { FieldProps } from "./FieldView";

/** An object of the image() shape: a picture file and its description. */
export function isPictureSpec(spec: ObjectSpec): boolean {
  const src = spec.fields.find((field) => field.key === "src")?.spec;
  const alt = spec.fields.find((field) => field.key === "alt")?.spec;
  return src?.kind === "text" && (src as TextSpec).format === "asset" && (src as TextSpec).assetKind === "picture" && alt?.kind === "text";
}

export function PictureField({ spec, path, value, label, required }: FieldProps<ObjectSpec>) {
  const form = useForm();
  const [note, setNote] = useState<string | null>(null);
  const picture = (value && typeof value === "object" ? value : {}) as { src?: unknown; alt?: unknown; decorative?: unknown; focus?: unknown };
  const src = typeof picture.src === "string" ? picture.src : "";
  const alt = typeof picture.alt === "string" ? picture.alt : "";
  const decorative = picture.decorative === true;
  const focus = typeof picture.focus === "string" ? picture.focus : "";
  const focusWhere = jsonPathOf([...path, "focus"]);
  // Offered only where the schema has it (an older schema's picture has no focus).
  const focusSpec = spec.fields.find((field) => field.key === "focus")?.spec;
  const where = jsonPathOf(path);
  const srcWhere = jsonPathOf([...path, "src"]);
  const altWhere = jsonPathOf([...path, "alt"]);
  const altHasError = (form.problems.get(altWhere) ?? []).some((problem) => problem.severity === "error");
  // The one problem a description can have: none, on a picture not marked as decoration (pictureDescriptions.ts).
  const undescribed = altHasError && !alt.trim() && !decorative;
  const set = (next: Record<string, unknown>) => form.change(path, { ...picture, ...next });

  const choose = () =>
    form.pickFile(
      "picture",
      src,
      (chosen, stored) => {
        // Another picture needs its own description (the old one is cleared, and the box asks for a new one) and its own focus.
        const { focus: _focus, ...rest } = picture;
        form.change(path, chosen === src ? { ...picture, src: chosen } : { ...rest, src: chosen, alt: "" });
        setNote(stored ? whatHappened(stored) : null);
      },
      { folder: folderFor(path) },
    );
  const setFocus = (next: string) => {
    // The middle is what a picture without a focus keeps in view: the field is left out.
    const { focus: _focus, ...rest } = picture;
    form.change(path, next ? { ...rest, focus: next } : rest);
  };
  const markDecorative = (on: boolean) => {
    // A decorative picture is passed over by screen readers, so its description is left empty.
    const { decorative: _mark, ...rest } = picture;
    form.change(path, on ? { ...rest, alt: "", decorative: true } : rest);
  };

  const actions = !required && value !== undefined && (
    <button type="button" className="quiet" onClick={() => form.change(path, undefined)}>
      Remove {label.toLowerCase()}
    </button>
  );
  return (
    <FieldFrame where={where} label={label} required={required} spec={spec} group actions={actions || null}>
      {value === undefined ? (
        <button type="button" className="quiet add" onClick={choose}>
          Add {label.toLowerCase()}
        </button>
      ) : (
        <div className="picture-field">
          <div className="picture-side" data-path={srcWhere}>
            {src ? <img className="picture-preview" src={src} alt="" /> : <p className="picture-empty">No picture chosen yet</p>}
            <button type="button" id={fieldId(srcWhere)} onClick={choose} aria-describedby={`${fieldId(srcWhere)}-problems`}>
              {src ? "Change picture…" : "Choose a picture…"}
            </button>
            {src && <span className="picture-name">{src.slice(src.lastIndexOf("/") + 1)}</span>}
            {src && focusSpec?.kind === "choice" && (
              <label className="picture-focus" data-path={focusWhere}>
                Keep in view where it is cut to fit (a team card, a slide)
                <select id={fieldId(focusWhere)} value={focus === "centre" ? "" : focus} onChange={(event) => setFocus(event.target.value)}>
                  <option value="">The middle</option>
                  {focusSpec.options.filter((option) => option !== "centre").map((option) => (
                    <option key={option} value={option}>
                      The {option}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {note && (
              <p className="picture-note" role="status">
                {note}
              </p>
            )}
            <FieldProblems where={srcWhere} id={`${fieldId(srcWhere)}-problems`} />
          </div>
          <div className="picture-words" data-path={altWhere}>
            <label htmlFor={fieldId(altWhere)}>What the picture shows</label>
            <textarea
              id={fieldId(altWhere)}
              rows={3}
              value={alt}
              disabled={decorative}
              {...describedBy(altWhere, altHasError)}
              onChange={(event) => set({ alt: event.target.value })}
              onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
            />
            <p className="help" id={`${fieldId(altWhere)}-help`}>
              Read out to people who cannot see it, and shown if the picture does not load. Say in a few words what it shows that matters here, e.g. “Dr Patel explaining an X-ray to a patient”; there is no need to start with “A picture of”.
            </p>
            {undescribed ? (
              // The validator's own sentence (in the problems list) names the file's fields; here it is said in the form's words.
              <ul className="field-problems" id={`${fieldId(altWhere)}-problems`}>
                <li className="error">Say what the picture shows, or tick “Only decoration” below if it adds nothing a reader would miss.</li>
              </ul>
            ) : (
              <FieldProblems where={altWhere} id={`${fieldId(altWhere)}-problems`} />
            )}
            <label className="choice" data-path={jsonPathOf([...path, "decorative"])}>
              <input type="checkbox" id={fieldId(jsonPathOf([...path, "decorative"]))} checked={decorative} onChange={(event) => markDecorative(event.target.checked)} />
              Only decoration: it adds nothing a reader would miss, so nothing is read out
            </label>
          </div>
        </div>
      )}
    </FieldFrame>
  );
}

/** Where a new picture for this field is kept by default: a team member's photo with the team's pictures. */
export function folderFor(path: readonly (string | number)[]): string | undefined {
  return path.includes("members") ? "images/team" : undefined;
}

/** What was done to a picture added from this computer, in a sentence. */
export function whatHappened(stored: StoredPicture): string {
  if (stored.reused) return "This picture was already on the site, so that copy is used (nothing new was added).";
  const done: string[] = [];
  if (stored.changes.includes("converted")) done.push("changed from an iPhone photo to a JPEG");
  if (stored.changes.includes("turned")) done.push("turned the right way up");
  if (stored.changes.includes("smaller")) done.push(`made smaller (${size(stored.originalBytes)} → ${size(stored.storedBytes)})`);
  if (stored.changes.includes("details-removed")) done.push("the camera's details (such as where it was taken) removed");
  if (!done.length) return "Added as it was: it was already the right size and way up, with no camera details.";
  const last = done.pop()!;
  return `Added: ${done.length ? `${done.join(", ")} and ${last}` : last}.`;
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
