import { Button } from "~/components/Button";
import { Link } from "~/components/LocaleLink";
import { socialLinks } from "~/config/external";
import { copyrightNotice } from "~/page/footer";
import { org } from "~/config/org";
import { useLocalePath, useMessages } from "~/i18n";
import { useNavigation } from "~/page/layoutWords";
import { LinkItems } from "./LinkItems";

export function SiteFooter() {
  const t = useMessages();
  const { footerColumns, footerLegalLabel, footerLegalLinks } = useNavigation();
  const localePath = useLocalePath();
  return (
    <footer className="bg-slate-950 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3 lg:grid-cols-5">
        {footerColumns.map((column) => (
          <div key={column.heading}>
            <h2 className="mb-3 text-base font-bold text-white">{column.heading}</h2>
            <ul className="space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.external ? (
                    <a href={link.to} className="hover:underline" rel="noopener" target="_blank">
                      {link.label}
                      <span className="sr-only"> {t.newTab}</span>
                    </a>
                  ) : (
                    <Link to={link.to} className="hover:underline">
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="mb-3 text-base font-bold text-white">{t.footer.newsletter}</h2>
          {/*
            A form of the site on a page every visitor shares: no CSRF token of anyone's, the honeypot by hand (the
            forms kit's field name); the sign-up's own guard and double opt-in are the newsletter's (decision 120).
          */}
          <form method="post" action={localePath("/newsletter")} data-testid="footer-newsletter">
            <p className="text-sm">{t.footer.newsletterIntro}</p>
            <label htmlFor="footer-newsletter-email" className="mt-3 block font-semibold text-white">
              {t.footer.newsletterEmail}
            </label>
            <input
              id="footer-newsletter-email"
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              className="mt-1 w-full rounded-lg border border-slate-500 px-3 py-2 text-slate-900"
            />
            <div style={{ display: "none" }} aria-hidden="true">
              <input name="name__confirm" type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
            </div>
            <Button size="medium" className="mt-3">
              {t.footer.newsletterSubmit}
            </Button>
          </form>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 md:flex-row md:items-center md:justify-between">
          <ul className="flex flex-wrap gap-x-4 gap-y-2" aria-label={t.footer.socialMedia}>
            {socialLinks.map((social) => (
              <li key={social.network}>
                <a href={social.href} rel="noopener" target="_blank" className="hover:underline">
                  {social.label}
                  <span className="sr-only"> {t.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-2 text-sm md:items-end">
            <ul className="flex flex-wrap gap-x-4 gap-y-2" aria-label={footerLegalLabel}>
              <LinkItems links={footerLegalLinks} className="underline underline-offset-4 hover:no-underline" />
            </ul>
            <p>{copyrightNotice(org.legalName, org.copyrightYear, t.footer.allRightsReserved)}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
