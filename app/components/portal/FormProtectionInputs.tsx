import { AuthenticityTokenInput, AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";

export type FormProtectionProps = { csrfToken: string; honeypotProps: HoneypotInputProps };

/** The hidden CSRF token and honeypot of a portal form, rendered on the server so they work without JavaScript. */
export function FormProtectionInputs({ csrfToken, honeypotProps }: FormProtectionProps) {
  return (
    <AuthenticityTokenProvider token={csrfToken}>
      <AuthenticityTokenInput name="csrf" />
      <HoneypotProvider {...honeypotProps}>
        <HoneypotInputs />
      </HoneypotProvider>
    </AuthenticityTokenProvider>
  );
}
