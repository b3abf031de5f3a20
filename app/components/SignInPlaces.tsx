import type { Localized } from "~/i18n";
import { useLocalized } from "~/i18n";
import * as en from "~/content/signInPlaces";
import * as es from "~/content/es/signInPlaces";
import { TextLink } from "./LocaleLink";

type Place = Localized<typeof en.signInPlaces>["places"][number];

/**
 * Each kind of person and where they sign in (issue 45), in the page's language: who, what they find there, and
 * the link. `here` is the page's own address: the place it is for says so instead of linking to itself. `lead`
 * puts the place a page is mostly read by first (the caseworkers' on /partner).
 */
export function SignInPlaces({ here, lead }: { here?: string; lead?: string }) {
  const { signInPlaces: words } = useLocalized({ en, es });
  const places: Place[] = lead
    ? [...words.places.filter((place) => place.key === lead), ...words.places.filter((place) => place.key !== lead)]
    : words.places;
  return (
    <>
      <p>{words.intro}</p>
      <ul className="mt-3 space-y-4">
        {places.map((place) => (
          <li key={place.key} id={`sign-in-${place.key}`}>
            <p>
              <strong>{place.who}</strong> {place.text}
            </p>
            <p className="mt-1">
              {place.link.to === here ? words.here : <TextLink to={place.link.to}>{place.link.text}</TextLink>}
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
      {words.places
        .filter((place) => place.key === "caseworker" || place.key === "subscriber")
        .map((place) => (
          <li key={place.key}>
            <TextLink to={place.link.to}>{place.link.text}</TextLink>
          </li>
        ))}
    </ul>
  );
}

/** The heading of that list, in the page's language. */
export function useSignInPlacesHeading(): string {
  return useLocalized({ en, es }).signInPlaces.heading;
}
