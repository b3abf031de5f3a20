/**
 * A ticket's PDF at its emailed link, `/pepper/tickets/<number>/<key>/ticket.pdf`, in any browser without signing in
 * (`ticketLinks.server.ts`): the ticket in the buyer's language, never stored by a cache. A wrong key, an unknown
 * number and a request another site's page made are refused alike, so a number read off a screen opens nothing.
 */
import { db } from "~/db/serverStore.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { isTicketKey } from "./ticketLinks.server";
import { ticketPdf } from "./ticketPdf.server";
import { purchaseOfTicket } from "./ticketReceipts.server";

const TICKET_NUMBER = /^PF-\d{8}$/;

const notFound = () =>
  new Response("Not Found", { status: 404, headers: personalHeaders({ "Content-Type": "text/plain; charset=utf-8" }) });

export async function ticketPdfResponse(request: Request, number = "", key = ""): Promise<Response> {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site === "cross-site" || site === "same-site") return notFound();
  if (!TICKET_NUMBER.test(number) || !isTicketKey(number, key)) return notFound();
  const purchase = await purchaseOfTicket(db(), number);
  if (!purchase) return notFound();
  const body = await ticketPdf(purchase, number);
  return new Response(Buffer.from(body), {
    headers: personalHeaders({
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="ticket-${number}.pdf"`,
      "Referrer-Policy": "no-referrer",
    }),
  });
}
