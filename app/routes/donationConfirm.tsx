import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { DonationFrame, linkClass } from "~/donations/components/DonationFrame";
import { Link } from "~/components/LocaleLink";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { useDonationWords } from "~/donations/words";
import type { RouteHandle } from "~/page/routeHandle";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { pageMetaFor } from "~/page/seo";
import { donationConfirmLoader, donationConfirmAction } from "~/portal/server/donationConfirmPage.server";
import { Button } from "~/components/Button";

export const meta = pageMetaFor("/donate/start");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = (args: LoaderFunctionArgs) => donationConfirmLoader(args);

export const action = (args: ActionFunctionArgs) => donationConfirmAction(args);

export default function ConfirmDonation() {
  const { reference, protection } = useLoaderData<typeof loader>();
  const spent = useActionData<typeof action>();
  const words = useDonationWords().confirm;
  if (!reference || spent)
    return (
      <DonationFrame step={null} heading={words.title}>
        <p className="mt-4" role="alert">
          {words.spent}
        </p>
        <p className="mt-6">
          <Link to="/auth" className={linkClass}>
            {words.signIn}
          </Link>
        </p>
      </DonationFrame>
    );
  return (
    <DonationFrame step={null} heading={words.title}>
      <p className="mt-4">{words.text(reference)}</p>
      <Form method="post">
        <FormProtectionInputs {...protection} />
        <Button size="wide" className="mt-6">
          {words.continue}
        </Button>
      </Form>
    </DonationFrame>
  );
}
