/**
 * One field of any kind, drawn from its model: the only place a field's kind picks its widget. A group of
 * fields (an object) lists its fields in the schema's order; an optional group or list that is left out can
 * be added, and removed again.
 */
import { memo } from "react";
import type { FieldSpec, ObjectSpec } from "../../model/formModel";
import { emptyValue, isRecord, jsonPathOf, type Path } from "../../model/values";
import { FieldFrame } from "./FieldFrame";
import { useForm } from "./FormContext";
import { TextField } from "./TextField";
import { BooleanField, ChoiceField, NumberField } from "./ScalarFields";
import { ListField, TupleField } from "./ListField";
import { NullableField, VariantsField } from "./VariantsField";
import { isPictureSpec, PictureField } from "./PictureField";

export interface FieldProps<S extends FieldSpec = FieldSpec> {
  spec: S;
  path: Path;
  value: unknown;
  label: string;
  required: boolean;
}

/** Drawn again only when its own value changes (or the form's problems or choices do), so typing stays quick on a long page. */
export const FieldView = memo(FieldOfKind, (before, after) =>
  before.spec === after.spec && before.value === after.value && before.label === after.label && before.required === after.required && samePath(before.path, after.path),
);

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((segment, i) => segment === b[i]);

function FieldOfKind(props: FieldProps) {
  const { spec } = props;
  switch (spec.kind) {
    case "text":
      return <TextField {...props} spec={spec} />;
    case "number":
      return <NumberField {...props} spec={spec} />;
    case "boolean":
      return <BooleanField {...props} spec={spec} />;
    case "choice":
      return <ChoiceField {...props} spec={spec} />;
    case "const":
      return null; // a fixed value (a block's type, a link's kind) is never edited
    case "object":
      return isPictureSpec(spec) ? <PictureField {...props} spec={spec} /> : <ObjectField {...props} spec={spec} />;
    case "list":
      return <ListField {...props} spec={spec} />;
    case "tuple":
      return <TupleField {...props} spec={spec} />;
    case "variants":
      return <VariantsField {...props} spec={spec} />;
    case "nullable":
      return <NullableField {...props} spec={spec} />;
    case "unsupported":
      return <UnsupportedField {...props} spec={spec} />;
  }
}

/** A group of fields with a name of its own (a picture, a video, the practice's address). */
function ObjectField({ spec, path, value, label, required }: FieldProps<ObjectSpec>) {
  const { change } = useForm();
  const where = jsonPathOf(path);
  const present = value !== undefined;
  const actions = required ? null : present ? (
    <button type="button" className="quiet" onClick={() => change(path, undefined)}>
      Remove {label.toLowerCase()}
    </button>
  ) : (
    <button type="button" className="quiet add" onClick={() => change(path, emptyValue(spec))}>
      Add {label.toLowerCase()}
    </button>
  );
  return (
    <FieldFrame where={where} label={label} required={required} spec={spec} group actions={actions}>
      {present && <ObjectFields spec={spec} path={path} value={value} />}
    </FieldFrame>
  );
}

/** The fields of an object, in the schema's order; fixed and hidden ones are kept as they are and not shown. */
export function ObjectFields({ spec, path, value }: { spec: ObjectSpec; path: Path; value: unknown }) {
  const record = isRecord(value) ? value : {};
  return (
    <div className="fields">
      {spec.fields
        .filter((field) => !field.hidden && field.spec.kind !== "const")
        .map((field) => (
          <FieldView key={field.key} spec={field.spec} path={[...path, field.key]} value={record[field.key]} label={field.label} required={field.required} />
        ))}
    </div>
  );
}

function UnsupportedField({ spec, path, value, label, required }: FieldProps<Extract<FieldSpec, { kind: "unsupported" }>>) {
  return (
    <FieldFrame where={jsonPathOf(path)} label={label} required={required} spec={spec}>
      <p className="unsupported">
        The editor cannot change this field yet ({spec.reason}); change it in VS Code. It holds: <code>{JSON.stringify(value) ?? "nothing"}</code>
      </p>
    </FieldFrame>
  );
}
