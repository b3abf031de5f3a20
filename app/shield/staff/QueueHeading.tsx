import { Link } from "@remix-run/react";
import { staffPages } from "~/config/routes";
import { fulfilmentWords as words } from "./words";

/** The top of a page of the fulfilment queue: the way back to the queue, the page's heading and what it is for. */
export function QueueHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <>
      <p>
        <Link to={staffPages.shield.path} className="font-semibold text-brand-dark underline">
          {words.queueTitle}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      {intro ? <p className="mt-2">{intro}</p> : null}
    </>
  );
}

/** A link to a list of the queue as a CSV file (a download: a plain link, not the router's). */
export function CsvLink({ href, children }: { href: string; children: string }) {
  return (
    <p className="mt-4">
      <a href={href} className="font-semibold text-brand-dark underline">
        {children}
      </a>
    </p>
  );
}
