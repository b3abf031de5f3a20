/**
 * What a place's pages answer, for every wing with places (a class's seats, a shift's places), in the wing's words:
 * a sign-up's answer (a place, a waitlist place with its number, or one held already, and where the confirmation
 * went), and the page a place's link opens (its question and one button, what was done, or why the link is gone).
 */
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/Button";
import { NarrowPage } from "~/components/NarrowPage";
import { TextLink } from "~/components/LocaleLink";
import { FormProblem } from "~/kits/forms/FormFields";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import type { SignedUp } from "./placeQueue.server";

export type SignedUpWords = {
  seat: (name: string) => string;
  waitlist: (name: string, position: number) => string;
  already: string;
  emailSent: (email: string) => string;
  textSent: (masked: string) => string;
};

export function SignUpAnswer(props: {
  title: string;
  answer: SignedUp;
  words: SignedUpWords;
  back: { to: string; label: string };
  children?: ReactNode;
}) {
  const { answer, words } = props;
  const sentence =
    answer.done === "seat"
      ? words.seat(answer.name)
      : answer.done === "waitlist"
        ? words.waitlist(answer.name, answer.position)
        : words.already;
  return (
    <NarrowPage>
      <h1 className="text-3xl font-bold">{props.title}</h1>
      <p role="status" className="mt-4 text-lg font-semibold" data-testid="sign-up-answer">
        {sentence}
      </p>
      {answer.done !== "already" ? (
        <p className="mt-2">
          {"textTo" in answer.sentTo ? words.textSent(answer.sentTo.textTo) : words.emailSent(answer.sentTo.email)}
        </p>
      ) : null}
      {props.children}
      <p className="mt-6">
        <TextLink to={props.back.to}>{props.back.label}</TextLink>
      </p>
    </NarrowPage>
  );
}

export type PlaceLinkView = {
  kind: "cancel" | "confirm";
  title: string | null;
  state: "ask" | "done" | "gone" | "stale" | "limited";
  deadline?: string;
  protection: FormProtectionProps;
};

export type PlaceLinkWords = {
  title: string;
  question: (title: string) => string;
  button: string;
  done: string;
  gone: string;
  /** An offer's deadline sentence. */
  deadline?: (deadline: string) => string;
  stale: string;
  limited: string;
};

export function PlaceLinkAnswer(props: {
  page: PlaceLinkView;
  words: PlaceLinkWords;
  testId: string;
  back: { to: string; label: string };
}) {
  const { page, words } = props;
  const problem = page.state === "stale" ? words.stale : page.state === "limited" ? words.limited : null;
  return (
    <NarrowPage>
      <h1 className="text-3xl font-bold">{words.title}</h1>
      {page.state === "done" ? (
        <p role="status" className="mt-4 text-lg font-semibold" data-testid={props.testId}>
          {words.done}
        </p>
      ) : page.state === "gone" || page.title === null ? (
        <p className="mt-4 text-lg" data-testid={props.testId}>
          {words.gone}
        </p>
      ) : (
        <>
          <FormProblem problem={problem} />
          <p className="mt-4 text-lg">{words.question(page.title)}</p>
          {page.kind === "confirm" && page.deadline && words.deadline ? (
            <p className="mt-2" data-testid="offer-deadline">
              {words.deadline(page.deadline)}
            </p>
          ) : null}
          <Form method="post" className="mt-4">
            <FormProtectionInputs {...page.protection} />
            <Button>{words.button}</Button>
          </Form>
        </>
      )}
      <p className="mt-8">
        <TextLink to={props.back.to}>{props.back.label}</TextLink>
      </p>
    </NarrowPage>
  );
}
