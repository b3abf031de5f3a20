import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { useStaffFormProtection } from "./staffFrame";

/**
 * One staff action's form: the CSRF token and honeypot, the action, and what the page showed of the record (its
 * status or version, `seen`), which the server compares with what it finds: a colleague may have acted since.
 */
export function StaffActionForm(props: { action: string; seen: string; className?: string; children: ReactNode }) {
  const protection = useStaffFormProtection();
  return (
    <Form method="post" className={props.className}>
      <FormProtectionInputs {...protection} />
      <input type="hidden" name="action" value={props.action} />
      <input type="hidden" name="seen" value={props.seen} />
      {props.children}
    </Form>
  );
}
