/** A person's money gifts in the portal, beside their device donations: each payment and its receipt, each monthly gift. */
import type { MoneyGiftsView } from "~/gifts/server/portalGifts.server";
import { useGiftWords } from "~/gifts/words";

export function MoneyGifts({ gifts }: { gifts: MoneyGiftsView }) {
  const words = useGiftWords().portal;
  return (
    <section aria-labelledby="money-gifts" className="mt-8 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="money-gifts" className="text-2xl font-bold text-slate-900">
        {words.heading}
      </h2>
      {gifts.monthly.map((monthly) => (
        <p key={monthly.key} className="mt-4">
          {monthly.sentence}{" "}
          <a href={monthly.href} className="font-semibold text-brand-dark underline">
            {words.manage}
          </a>
        </p>
      ))}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left">
          <thead>
            <tr>
              {[words.date, words.gift, words.amount, words.receipt].map((heading) => (
                <th key={heading} scope="col" className="py-2 pr-4">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {gifts.payments.map((payment) => (
              <tr key={payment.key} className="border-t border-slate-200">
                <td className="py-2 pr-4">{payment.date}</td>
                <td className="py-2 pr-4">{payment.kind}</td>
                <td className="py-2 pr-4">{payment.amount}</td>
                <td className="py-2">
                  {payment.receipt ? (
                    <a href={payment.receipt.href} className="font-semibold text-brand-dark underline">
                      {words.receiptPdf(payment.receipt.number)}
                    </a>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {gifts.statements.links.length > 0 ? (
        <>
          <h3 className="mt-6 text-xl font-bold text-slate-900">{gifts.statements.heading}</h3>
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {gifts.statements.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="font-semibold text-brand-dark underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
