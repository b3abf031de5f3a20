/** The fields of each step after the screener, as typed (or as kept), each with its sentence when it is wrong. */
import { NOT_LISTED, MAX_DEVICES_EACH } from "~/applications/answers";
import { useApplicationWords } from "~/applications/words";
import type { StepView } from "~/applications/stepView";
import { TextLink } from "~/components/LocaleLink";
import {
  CheckboxField,
  ChoiceField,
  SelectField,
  TextField,
  boundFields,
  EmailField,
  PhoneField,
} from "~/kits/forms/FormFields";

export function StepFields({ view, errors }: { view: StepView; errors: Record<string, string> }) {
  const words = useApplicationWords();
  const typed = view.typed;
  const field = boundFields(typed, errors);
  switch (view.step) {
    case "about":
      return (
        <>
          <TextField {...field("fullName")} label={words.about.fullName} autoComplete="name" />
          <PhoneField {...field("phone")} label={words.about.phone} hint={words.about.phoneHint} autoComplete="tel" />
          <EmailField {...field("email")} label={words.about.email} hint={words.about.emailHint} autoComplete="email" />
          <ChoiceField
            {...field("contactBy")}
            legend={words.about.contactBy}
            hint={words.about.contactByHint}
            choices={[
              { value: "text", label: words.about.contactByChoices.text },
              { value: "email", label: words.about.contactByChoices.email },
            ]}
          />
          <ChoiceField
            {...field("language")}
            legend={words.about.language}
            choices={[
              { value: "en", label: words.about.languages.en },
              { value: "es", label: words.about.languages.es },
            ]}
          />
        </>
      );
    case "devices":
      return (
        <>
          <p className="mt-3">{words.devices.intro}</p>
          {(["laptop", "desktop", "tablet"] as const).map((kind) => (
            <SelectField key={kind} {...field(kind)} label={words.devices[kind]} value={typed[kind] ?? "0"}>
              {Array.from({ length: MAX_DEVICES_EACH + 1 }, (_, count) => (
                <option key={count} value={String(count)}>
                  {count}
                </option>
              ))}
            </SelectField>
          ))}
        </>
      );
    case "recommender":
      return (
        <>
          <p className="mt-3">{words.recommender.intro}</p>
          {view.completedClass ? (
            <p className="mt-3 rounded-lg border border-green-700 bg-green-50 p-3" data-testid="completed-class">
              {view.completedClass.partner
                ? words.recommender.completedClassHosted(
                    view.completedClass.title,
                    view.completedClass.completedOn,
                    view.completedClass.partner,
                  )
                : words.recommender.completedClass(view.completedClass.title, view.completedClass.completedOn)}
            </p>
          ) : null}
          <SelectField {...field("organization")} label={words.recommender.organization}>
            <option value="">{words.recommender.choose}</option>
            {view.organizations.map((partner) => (
              <option key={partner.id} value={partner.id}>
                {partner.name}
              </option>
            ))}
            <option value={NOT_LISTED}>{words.recommender.notListed}</option>
          </SelectField>
          <TextField
            {...field("organizationOther")}
            label={words.recommender.organizationOther}
            hint={words.recommender.organizationOtherHint}
            autoComplete="organization"
          />
          <TextField {...field("firstName")} label={words.recommender.firstName} maxLength={60} />
          <TextField {...field("lastName")} label={words.recommender.lastName} maxLength={60} />
          <EmailField {...field("email")} label={words.recommender.email} hint={words.recommender.emailHint} />
        </>
      );
    case "check":
      return (
        <CheckboxField
          {...field("consent")}
          checked={typed.consent === "yes"}
          label={
            <>
              {words.check.consentBefore}
              <TextLink to="/privacypolicy">{words.check.privacyPolicy}</TextLink>
              {words.check.consentAfter}
            </>
          }
        />
      );
  }
}
