/**
 * The application's form fields: a label, a hint, the sentence of what is wrong (tied to the field by
 * `aria-describedby`) and the value as typed. The first field with an error is marked `data-first-error`, where
 * the enhancement script puts the focus.
 */
import type { ReactNode } from "react";

const fieldClass = "mt-1 w-full rounded-lg border border-slate-500 px-3 py-2 text-slate-900";

type FieldProps = {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  firstError?: boolean;
};

function described(name: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function HintAndError({ name, hint, error, alert }: Pick<FieldProps, "name" | "hint" | "error"> & { alert?: boolean }) {
  return (
    <>
      {hint ? (
        <p id={`${name}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} role={alert ? "alert" : undefined} className="mt-1 font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * A control's label, its hint and the sentence of what is wrong, for a form that lays out its own control after
 * them: the control takes `fieldState` (the same name, hint and sentence) to be tied to them. `alert` announces the
 * sentence at once, for a page whose only answer it is.
 */
export function FieldLabel({
  name,
  label,
  hint,
  error,
  alert,
}: Omit<FieldProps, "label" | "firstError"> & { label: ReactNode; alert?: boolean }) {
  return (
    <>
      <label htmlFor={name} className="block font-semibold text-slate-900">
        {label}
      </label>
      <HintAndError name={name} hint={hint} error={error} alert={alert} />
    </>
  );
}

/** A labelled field: its label, its hint and sentence, then the control. */
function Labelled({ children, ...field }: FieldProps & { children: ReactNode }) {
  return (
    <div className="mt-5">
      <FieldLabel {...field} />
      {children}
    </div>
  );
}

/** What a control says of its state: wrong, described by its hint and sentence (the ids `FieldLabel` gives them). */
export function fieldState(name: string, hint?: string, error?: string) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": described(name, hint, error) } as const;
}

/** The same, and whether it is the first wrong one. */
function stateOf({ name, hint, error, firstError }: Omit<FieldProps, "label">) {
  return { ...fieldState(name, hint, error), "data-first-error": firstError ? "" : undefined } as const;
}

/**
 * A form's fields bound to what was typed and to the sentences of what is wrong: `field(name)` gives a field its
 * name, its sentence, whether it is the first wrong one (`order` says which comes first; the errors' own order
 * otherwise) and its value as typed ("" when none). A field's own `value` written after it overrides the value.
 */
export function boundFields(
  typed: Partial<Record<string, string>>,
  errors: Partial<Record<string, string>>,
  order: readonly string[] = Object.keys(errors),
) {
  const firstError = order.find((name) => errors[name]);
  return (name: string) => ({ name, error: errors[name], firstError: firstError === name, value: typed[name] ?? "" });
}

export function TextField({
  value,
  type = "text",
  autoComplete,
  inputMode,
  maxLength = 160,
  ...field
}: FieldProps & {
  value: string;
  type?: "text" | "email" | "tel" | "date";
  autoComplete?: string;
  inputMode?: "numeric" | "decimal";
  maxLength?: number;
}) {
  return (
    <Labelled {...field}>
      <input
        id={field.name}
        name={field.name}
        type={type}
        defaultValue={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        // A date field has no length to limit (HTML allows maxlength only on text-like types).
        maxLength={type === "date" ? undefined : maxLength}
        {...stateOf(field)}
        className={fieldClass}
      />
    </Labelled>
  );
}

type TextFieldProps = Parameters<typeof TextField>[0];

/** An email address: as long as an address can be (254 characters). */
export function EmailField(props: Omit<TextFieldProps, "type" | "maxLength">) {
  return <TextField {...props} type="email" maxLength={254} />;
}

/** A phone number, as people write one (25 characters at most). */
export function PhoneField(props: Omit<TextFieldProps, "type" | "maxLength">) {
  return <TextField {...props} type="tel" maxLength={25} />;
}

export function ChoiceField({
  name,
  legend,
  hint,
  error,
  firstError,
  value,
  choices,
}: Omit<FieldProps, "label"> & {
  legend: string;
  value: string;
  choices: readonly { value: string; label: string }[];
}) {
  return (
    <fieldset className="mt-5" aria-describedby={described(name, hint, error)}>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <HintAndError name={name} hint={hint} error={error} />
      <div className="mt-2 flex flex-wrap gap-4">
        {choices.map((choice, index) => (
          <label key={choice.value} className="flex items-center gap-2 py-1">
            <input
              type="radio"
              name={name}
              id={index === 0 ? name : undefined}
              value={choice.value}
              defaultChecked={value === choice.value}
              data-first-error={firstError && index === 0 ? "" : undefined}
              className="h-5 w-5"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SelectField({ value, children, ...field }: FieldProps & { value: string; children: ReactNode }) {
  return (
    <Labelled {...field}>
      <select id={field.name} name={field.name} defaultValue={value} {...stateOf(field)} className={fieldClass}>
        {children}
      </select>
    </Labelled>
  );
}

/** Several lines of text: the recommender's answers, the follow-up's. */
export function TextAreaField({
  value,
  maxLength = 2000,
  ...field
}: FieldProps & { value: string; maxLength?: number }) {
  return (
    <Labelled {...field}>
      <textarea
        id={field.name}
        name={field.name}
        rows={4}
        maxLength={maxLength}
        defaultValue={value}
        {...stateOf(field)}
        className={fieldClass}
      />
    </Labelled>
  );
}

/** A file to send (a recommendation letter) of the kinds `accept` names; a file chosen is never given back. */
export function FileField({ accept, ...field }: FieldProps & { accept: string }) {
  return (
    <Labelled {...field}>
      <input
        id={field.name}
        name={field.name}
        type="file"
        accept={accept}
        {...stateOf(field)}
        className="mt-1 w-full"
      />
    </Labelled>
  );
}

/** A box to tick (a confirmation, a consent); its label may hold a link. */
export function CheckboxField({
  name,
  label,
  error,
  firstError,
  checked,
}: Omit<FieldProps, "label" | "hint"> & { label: ReactNode; checked: boolean }) {
  return (
    <div className="mt-5">
      <HintAndError name={name} error={error} />
      <label className="flex items-start gap-3">
        <input
          id={name}
          type="checkbox"
          name={name}
          value="yes"
          defaultChecked={checked}
          {...stateOf({ name, error, firstError })}
          className="mt-1 h-5 w-5 shrink-0"
        />
        <span>{label}</span>
      </label>
    </div>
  );
}

/** A sentence about the whole form (a stale page, a limit), above its fields. */
export function FormProblem({ problem }: { problem: string | null | undefined }) {
  return problem ? (
    <p role="alert" className="mt-4 font-medium text-red-700">
      {problem}
    </p>
  ) : null;
}

/** Every error of the page at its top, each a link to its field: read first, and usable without JavaScript. */
export function ErrorSummary({ title, errors }: { title: string; errors: readonly { field: string; text: string }[] }) {
  if (!errors.length) return null;
  return (
    <div className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-4" role="alert">
      <h2 className="font-bold text-red-800">{title}</h2>
      <ul className="mt-2 list-disc pl-5">
        {errors.map((error) => (
          <li key={error.field}>
            <a href={`#${error.field}`} className="text-red-800 underline">
              {error.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
