import { AuthenticityTokenInput, AuthenticityTokenProvider } from "remix-utils/csrf/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";

export type FormProtectionProps = { csrfToken: string; honeypotProps: HoneypotInputProps };

/** The hidden CSRF token and honeypot of a portal form, rendered on the server so they work without JavaScript. */
export function FormProtectionInputs({ csrfToken, honeypotProps }: FormProtectionProps) {
  return (
    <AuthenticityTokenProvider token={csrfToken}>
      <AuthenticityTokenInput name="csrf" />
      <HoneypotInputs {...honeypotProps} />
    </AuthenticityTokenProvider>
  );
}

const honeypotLabel = "Please leave this field blank";

/**
 * The fields remix-utils' `Honeypot` checks (`formGuard.server.ts`), as its `HoneypotInputs` renders them but with
 * `autocomplete="off"`: its `autocomplete="nope"` is not an autofill value, and the W3C Nu HTML checker refuses it.
 * Each label holds its field rather than naming its id, so a page with several forms (the staff console's sign-out
 * beside a page's own forms) has no id twice.
 */
function HoneypotInputs({
  nameFieldName = "name__confirm",
  validFromFieldName = "from__confirm",
  encryptedValidFrom,
}: HoneypotInputProps) {
  return (
    <div style={{ display: "none" }} aria-hidden="true">
      <label>
        {honeypotLabel}
        <input name={nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      </label>
      {validFromFieldName && encryptedValidFrom ? (
        <label>
          {honeypotLabel}
          <input
            name={validFromFieldName}
            type="text"
            value={encryptedValidFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </label>
      ) : null}
    </div>
  );
}
