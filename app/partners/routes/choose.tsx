import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { PartnerBar, PartnerNotice } from "~/partners/components/PartnerBar";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { useLocalePath } from "~/i18n";
import { partnerHeaders, partnerMeta } from "~/partners/partnerPage";
import { usePartnerPortalWords } from "~/partners/partnerPortalWords";
import type { RouteHandle } from "~/page/routeHandle";
import {
  currentCaseworker,
  partnerPathFor,
  partnerPaths,
  partnerResponseHeaders,
  startPartnerSession,
} from "~/partners/server/partnerSession.server";
import { formProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { log, maskEmail } from "~/platform/log.server";
import { Button } from "~/components/Button";

// A caseworker listed by several active partners chooses the one they act for; the choice is the session's subject.
export const handle: RouteHandle = { personal: true };
export const meta = partnerMeta((words) => words.choose.title);
export const headers = partnerHeaders;

const toSignIn = (request: Request) =>
  redirect(partnerPathFor(request, partnerPaths.home), { headers: partnerResponseHeaders });

export async function loader({ request }: LoaderFunctionArgs) {
  const caseworker = await currentCaseworker(request);
  if (!caseworker) throw toSignIn(request);
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  return data(
    {
      email: caseworker.email,
      partners: caseworker.partners,
      actingFor: caseworker.actingFor?.name ?? null,
      protection: { csrfToken, honeypotProps },
    },
    { headers: csrfCookie ? { "Set-Cookie": csrfCookie } : {} },
  );
}

/** Acting for a partner starts a new session (a new id) with that partner as its subject; only a listed one. */
export async function action({ request }: ActionFunctionArgs) {
  const caseworker = await currentCaseworker(request);
  if (!caseworker) throw toSignIn(request);
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) return data({ error: guarded.message }, { status: guarded.spam ? 400 : guarded.status });
  const chosen = caseworker.partners.find((partner) => partner.id === singleText(guarded.form, "partner"));
  if (!chosen) throw toSignIn(request);
  const answer = await startPartnerSession(request, chosen.id, caseworker.email, partnerPaths.home);
  log.info("partner chosen", { by: maskEmail(caseworker.email), partner: chosen.id });
  return answer;
}

export default function PartnerChoose() {
  const { email, partners, actingFor, protection } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const words = usePartnerPortalWords();
  const localePath = useLocalePath();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-24">
      <PartnerBar email={email} actingFor={actingFor} canSwitch={false} protection={protection} />
      <h1 className="text-3xl font-bold">{words.choose.title}</h1>
      <p className="mt-2 text-slate-700">{words.choose.intro}</p>
      {failed?.error ? <PartnerNotice tone="problem">{failed.error}</PartnerNotice> : null}
      <ul className="mt-6 space-y-3">
        {partners.map((partner) => (
          <li key={partner.id}>
            <Form method="post" action={localePath("/partners/choose")} className="flex items-center gap-4">
              <FormProtectionInputs {...protection} />
              <input type="hidden" name="partner" value={partner.id} />
              <span className="font-semibold">{partner.name}</span>
              <Button aria-label={`${words.choose.submit}: ${partner.name}`} size="medium">
                {words.choose.submit}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}
