/**
 * What a form page of the wing shows: the page as loaded, or as its post answered (the form's protection renewed,
 * the answer), and for the contact and board forms what was refused, each field's sentence in the page's language.
 */
import type { SerializeFrom } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import type { FormAnswer } from "~/outreach/server/contactPage.server";
import { useFormErrors } from "./WriterFields";

type FormPage = { protection: FormProtectionProps; answer: unknown };

export function useAnsweredForm<Loaded extends FormPage>() {
  const loaded = useLoaderData() as SerializeFrom<Loaded>;
  const posted = useActionData() as SerializeFrom<Loaded> | undefined;
  return {
    loaded,
    protection: (posted ?? loaded).protection as FormProtectionProps,
    answer: (posted?.answer ?? null) as Loaded["answer"] | null,
  };
}

export function useRefusableForm<Loaded extends { protection: FormProtectionProps; answer: FormAnswer | null }>() {
  const form = useAnsweredForm<Loaded>();
  const answer = form.answer as FormAnswer | null;
  const refused = answer && answer.done === false ? answer : null;
  return { ...form, answer, refused, errors: useFormErrors(refused?.errors ?? {}) };
}
