import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { Button } from "~/components/Button";
import { Hero } from "~/components/Hero";
import { contactPage } from "~/content/marketingPages";
import { useLocalized } from "~/i18n";
import { boundFields, ErrorSummary, FormProblem, SelectField, TextAreaField } from "~/kits/forms/FormFields";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { useRefusableForm } from "~/outreach/components/useAnsweredForm";
import { FormSent, WriterFields } from "~/outreach/components/WriterFields";
import { MAX_MESSAGE_CHARACTERS } from "~/outreach/messageForms";
import { contactAction, contactLoader } from "~/outreach/server/contactPage.server";
import { contactTopics } from "~/outreach/topics";
import { useOutreachWords } from "~/outreach/words";
import type { RouteHandle } from "~/page/routeHandle";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/contact");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

export const loader = ({ request }: LoaderFunctionArgs) => contactLoader(request);

export const action = ({ request, context }: ActionFunctionArgs) => contactAction(request, context.clientAddress);

const order = ["topic", "name", "email", "phone", "message"];

export default function ContactPage() {
  const { contactHeadings, contactHero } = useLocalized(contactPage);
  const { loaded, protection, answer, refused, errors } =
    useRefusableForm<Awaited<ReturnType<typeof contactLoader>>["data"]>();
  const words = useOutreachWords();
  const field = boundFields(refused?.typed ?? loaded.typed, errors, order);
  return (
    <>
      <Hero hero={contactHero} />
      <section className="bg-white px-4 py-14 md:py-20">
        <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold md:text-4xl">{contactHeadings.hours}</h2>
            <p className="mt-4 text-lg">{contactHeadings.hoursText}</p>
          </div>
          <div>
            <h2 className="text-2xl font-bold md:text-4xl">{contactHeadings.helpCentre}</h2>
            <p className="mt-4 text-lg">{contactHeadings.helpCentreText}</p>
          </div>
        </div>
      </section>
      <section id="contact-form" aria-labelledby="contact-form-heading" className="bg-slate-50 px-4 py-14 md:py-20">
        <div className="mx-auto max-w-2xl">
          <h2 id="contact-form-heading" className="text-2xl font-bold md:text-4xl">
            {words.contact.heading}
          </h2>
          <p className="mt-4 text-lg">{words.contact.intro}</p>
          {answer?.done ? (
            <div className="mt-6">
              <FormSent heading={words.contact.sentHeading} sentTo={answer.sentTo} />
            </div>
          ) : (
            <>
              <FormProblem problem={refused?.problem ? words.errors[refused.problem] : null} />
              <ErrorSummary
                title={words.form.summary}
                errors={order.filter((name) => errors[name]).map((name) => ({ field: name, text: errors[name]! }))}
              />
              <Form method="post" className="mt-2">
                <FormProtectionInputs {...protection} />
                <SelectField {...field("topic")} label={words.contact.topic}>
                  <option value="">{words.contact.chooseTopic}</option>
                  {contactTopics.map((topic) => (
                    <option key={topic} value={topic}>
                      {words.topics[topic]}
                    </option>
                  ))}
                </SelectField>
                <WriterFields field={field} />
                <TextAreaField {...field("message")} label={words.contact.message} maxLength={MAX_MESSAGE_CHARACTERS} />
                <Button className="mt-6">{words.contact.submit}</Button>
              </Form>
            </>
          )}
        </div>
      </section>
    </>
  );
}
