import { useLocalized } from "~/i18n";
import { signInPlaceLinks } from "~/config/signInPlaces";
import * as en from "~/content/signInPlaces";
import * as es from "~/content/es/signInPlaces";
import { TextLink } from "./LocaleLink";

/**
 * Each kind of person and where they sign in (issue 45), in the page's language: who, what they find there, and
 * the link. `here` is the page's own address: the place it is for says so instead of linking to itself. `lead`
 * puts the place a page is mostly read by first (the caseworkers' on /partner).
 */
export function SignInPlaces({ here, lead }: { here?: string; lead?: string }) {
  const { signInPlaces: words } = useLocalized({ en, es });
  const places = lead
    ? [
        ...signInPlaceLinks.filter((place) => place.key === lead),
        ...signInPlaceLinks.filter((place) => place.key !== lead),
      ]
    : signInPlaceLinks;
  return (
    <>
      <p>{words.intro}</p>
      <ul className="mt-3 space-y-4">
        {places.map(({ key, to }) => (
          <li key={key} id={`sign-in-${key}`}>
            <p>
              <strong>{words.places[key].who}</strong> {words.places[key].text}
            </p>
            <p className="mt-1">
              {to === here ? words.here : <TextLink to={to}>{words.places[key].linkText}</TextLink>}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The partner portal's and the Shield account's links, for the answer of a sign-in that is not theirs. */
export function OtherSignIns() {
  const { signInPlaces: words } = useLocalized({ en, es });
  return (
    <ul className="mt-1 list-disc space-y-1 pl-6">
      {signInPlaceLinks
        .filter(({ key }) => key === "caseworker" || key === "subscriber")
        .map(({ key, to }) => (
          <li key={key}>
            <TextLink to={to}>{words.places[key].linkText}</TextLink>
          </li>
        ))}
    </ul>
  );
}

/** The heading of that list, in the page's language. */
export function useSignInPlacesHeading(): string {
  return useLocalized({ en, es }).signInPlaces.heading;
}
