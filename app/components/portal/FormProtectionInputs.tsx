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
 */
function HoneypotInputs({
  nameFieldName = "name__confirm",
  validFromFieldName = "from__confirm",
  encryptedValidFrom,
}: HoneypotInputProps) {
  return (
    <div id={`${nameFieldName}_wrap`} style={{ display: "none" }} aria-hidden="true">
      <label htmlFor={nameFieldName}>{honeypotLabel}</label>
      <input id={nameFieldName} name={nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {validFromFieldName && encryptedValidFrom ? (
        <>
          <label htmlFor={validFromFieldName}>{honeypotLabel}</label>
          <input
            id={validFromFieldName}
            name={validFromFieldName}
            type="text"
            value={encryptedValidFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </>
      ) : null}
    </div>
  );
}
