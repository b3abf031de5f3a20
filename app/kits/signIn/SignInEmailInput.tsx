type Props = {
  /** What was typed before an error, put back so nothing the person gave is lost on a page without JavaScript. */
  typed: string | undefined;
  placeholder?: string;
  className: string;
};

/**
 * The sign-in form's one field, the same for donors and staff: the browser asks for an address of at most 254
 * characters, as the server's `signInEmail` reads it. The label is the page's.
 */
export function SignInEmailInput({ typed, placeholder, className }: Props) {
  return (
    <input
      id="email"
      name="email"
      type="email"
      required
      autoComplete="email"
      placeholder={placeholder}
      maxLength={254}
      defaultValue={typed}
      className={className}
    />
  );
}
