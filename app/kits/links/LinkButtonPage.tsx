/**
 * The page an emailed single-use link opens (a newsletter's confirmation, a supporter's page): its heading and
 * sentence, and while the link still asks, a button that does it (so a mail scanner opening the link changes
 * nothing); once done, used or unknown, the sentence is a status and `after` follows it.
 */
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/Button";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";

export function LinkButtonPage(props: {
  heading: string;
  sentence: string;
  /** The link still asks (or its post was stale): the button is shown. */
  asking: boolean;
  /** The page as first opened: its sentence is the question, not a status. */
  opened: boolean;
  button: string;
  protection: FormProtectionProps;
  testId: string;
  after?: ReactNode;
}) {
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-bold">{props.heading}</h1>
        <p className="mt-4 text-lg" role={props.opened ? undefined : "status"} data-testid={props.testId}>
          {props.sentence}
        </p>
        {props.asking ? (
          <Form method="post" className="mt-6">
            <FormProtectionInputs {...props.protection} />
            <Button>{props.button}</Button>
          </Form>
        ) : (
          (props.after ?? null)
        )}
      </div>
    </section>
  );
}
