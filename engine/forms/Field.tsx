/**
 * Labelled form fields. Every field has a visible <label>; a required field is
 * marked with an asterisk (hidden from screen readers, which hear "required"
 * from the control itself); a field's error sits under it and is tied to the
 * control with aria-describedby and aria-invalid.
 */
import type { ChangeEvent, ReactNode, Ref } from "react";
import styled, { css } from "styled-components";
import { buttonStyles } from "../ui/ActionLink";

export const FormPanel = styled.form`
  max-width: 48rem;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.sm} { padding: 2rem; }
`;

const FieldGroup = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

/**
 * Holds every field; disabled only until the page's script has taken over (see the forms' no-script note).
 * A fieldset is a group, and a screen reader announces a group by its legend: "Your details" names it
 * (heard, not shown; the form itself is named by its heading).
 */
export function Fields({ disabled, legend = "Your details", children }: { disabled: boolean; legend?: string; children: ReactNode }) {
  return (
    <FieldGroup disabled={disabled}>
      <legend className="visually-hidden">{legend}</legend>
      {children}
    </FieldGroup>
  );
}

export const RequiredNote = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.small};
`;

const Row = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  min-width: 0;
  ${({ $wide }) => $wide && css`grid-column: 1 / -1;`}
`;

const Label = styled.label`
  font-weight: bold;
`;

const Marker = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const controlStyles = css`
  display: block;
  width: 100%;
  min-height: 2.75rem;
  padding: 0.55rem 0.75rem;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.body}; /* 16px or more: phones do not zoom in on focus */
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  /* The muted text colour gives the outline well over 3:1 against the page. */
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: calc(${({ theme }) => theme.radius} / 2);
  &[aria-invalid="true"] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &::placeholder {
    /* Browsers' default grey is too faint to read (under 4.5:1). */
    color: ${({ theme }) => theme.colors.muted};
    opacity: 1;
  }
  &:disabled { background: ${({ theme }) => theme.colors.surface}; }
`;

const Input = styled.input`${controlStyles}`;
const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;
const Select = styled.select`${controlStyles}`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: bold;
`;

export function RequiredMark() {
  return <Marker aria-hidden="true"> *</Marker>;
}

export const errorId = (id: string) => `${id}-error`;

/** The attributes that tie a control to its label's state and its error. */
function describedBy(id: string, error: string | undefined, required: boolean | undefined) {
  return {
    id,
    required,
    "aria-invalid": error ? ("true" as const) : undefined,
    "aria-describedby": error ? errorId(id) : undefined,
  };
}

interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  required?: boolean;
  error?: string;
  wide?: boolean;
  controlRef?: Ref<HTMLElement>;
}

function FieldRow({ id, label, required, error, wide, children }: Pick<FieldProps, "id" | "label" | "required" | "error" | "wide"> & { children: ReactNode }) {
  return (
    <Row $wide={wide}>
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </Label>
      {children}
      {error && <ErrorText id={errorId(id)}>{error}</ErrorText>}
    </Row>
  );
}

type InputType = "text" | "email" | "tel";

export function TextField(props: FieldProps & { type?: InputType; autoComplete?: string; inputMode?: "text" | "email" | "tel" }) {
  const { id, name, value, onValue, required, error, controlRef, type = "text", autoComplete, inputMode } = props;
  return (
    <FieldRow {...props}>
      <Input
        {...describedBy(id, error, required)}
        ref={controlRef as Ref<HTMLInputElement>}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={type === "text" ? undefined : false}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValue(event.target.value)}
      />
    </FieldRow>
  );
}

export function TextAreaField(props: FieldProps & { rows?: number; placeholder?: string }) {
  const { id, name, value, onValue, required, error, controlRef, rows = 4, placeholder } = props;
  return (
    <FieldRow {...props} wide>
      <TextArea
        {...describedBy(id, error, required)}
        ref={controlRef as Ref<HTMLTextAreaElement>}
        name={name}
        rows={rows}
        placeholder={placeholder}
        value={value}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onValue(event.target.value)}
      />
    </FieldRow>
  );
}

export function SelectField(props: FieldProps & { blankLabel: string; options: { value: string; label: string }[] }) {
  const { id, name, value, onValue, required, error, controlRef, blankLabel, options } = props;
  return (
    <FieldRow {...props}>
      <Select
        {...describedBy(id, error, required)}
        ref={controlRef as Ref<HTMLSelectElement>}
        name={name}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onValue(event.target.value)}
      >
        <option value="">{blankLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldRow>
  );
}

const CheckRow = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
`;

const CheckLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  min-height: 2.75rem;
  padding: 0.5rem 0;
  cursor: pointer;
`;

const CheckBox = styled.input`
  flex: none;
  width: 1.375rem;
  height: 1.375rem;
  margin: 0.1rem 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  &[aria-invalid="true"] { outline: 2px solid ${({ theme }) => theme.colors.danger}; outline-offset: 1px; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

export function CheckboxField(props: Omit<FieldProps, "value" | "onValue" | "wide"> & { checked: boolean; onChecked: (checked: boolean) => void }) {
  const { id, name, label, checked, onChecked, required, error, controlRef } = props;
  return (
    <CheckRow>
      <CheckLabel htmlFor={id}>
        <CheckBox
          {...describedBy(id, error, required)}
          ref={controlRef as Ref<HTMLInputElement>}
          type="checkbox"
          name={name}
          value="Yes"
          checked={checked}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChecked(event.target.checked)}
        />
        <span>
          {label}
          {required && <RequiredMark />}
        </span>
      </CheckLabel>
      {error && <ErrorText id={errorId(id)}>{error}</ErrorText>}
    </CheckRow>
  );
}

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
`;

const Summary = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: bold;
  p { margin: 0; }
  ul { margin: 0.25rem 0 0; padding-left: 1.25rem; }
`;

const Submit = styled.button<{ $variant: "primary" }>`
  ${buttonStyles}
  /* Wide enough for both labels, so "Sending..." does not move anything. */
  min-width: 12rem;
  &:disabled { cursor: progress; opacity: 0.85; filter: none; }
`;

/**
 * The announced summary of what to put right (role="alert", present from the
 * start so screen readers pick up its changes) and the submit button.
 */
export function FormActions({ summary, busy, label, busyLabel }: { summary: string[]; busy: boolean; label: string; busyLabel: string }) {
  return (
    <Actions>
      <Summary role="alert">
        {summary.length > 0 && (
          <>
            <p>Please check the form before sending:</p>
            <ul>
              {summary.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </>
        )}
      </Summary>
      <Submit type="submit" $variant="primary" disabled={busy}>
        {busy ? busyLabel : label}
      </Submit>
    </Actions>
  );
}
