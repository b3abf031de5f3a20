import * as optionsEs from "~/content/es/shieldOptions";
import * as productsEs from "~/content/es/shieldProducts";
import { friendDiscount, firstPlanPayment, friendFirstPayment } from "~/content/shieldFriendDiscount";
import * as optionsEn from "~/content/shieldOptions";
import * as productsEn from "~/content/shieldProducts";
import type { ShieldProduct } from "~/content/shieldProducts";
import { useLocalized } from "~/i18n";

/**
 * What a friend's referral link gives, said where the page states the price: on the landing page the discount, on
 * a product page the first payment with it and without it (both from the product's prices), or that a device bought
 * alone has none.
 */
export function FriendDiscountNote({ product, className = "" }: { product?: ShieldProduct; className?: string }) {
  const { friendDiscountWords: words } = useLocalized({ en: optionsEn, es: optionsEs });
  const { formatUsd } = useLocalized({ en: productsEn, es: productsEs });
  const amount = formatUsd(friendDiscount.amountOff);
  const first = product ? firstPlanPayment(product) : null;
  const discounted = product ? friendFirstPayment(product) : null;
  const text = !product
    ? words.landing(amount)
    : first === null || discounted === null
      ? words.deviceOnly(amount)
      : words.product(amount, formatUsd(discounted), formatUsd(first));
  return (
    <div className={`rounded-lg border-2 border-green-700 bg-green-50 p-4 text-slate-900 ${className}`}>
      <p className="font-bold">{words.heading}</p>
      <p className="mt-1" data-testid="friend-discount">
        {text}
      </p>
    </div>
  );
}
