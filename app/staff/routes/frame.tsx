import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, NavLink, Outlet, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { staffNav, staffPages } from "~/config/routes";
import type { RouteHandle } from "~/page/routeHandle";
import { env } from "~/platform/env.server";
import { formProtection } from "~/kits/forms/formGuard.server";
import { currentStaff } from "~/kits/console/staffAccess.server";
import type { StaffFrameData } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";
import { Button } from "~/components/Button";

// The staff console draws its own frame; its pages ship no React to the browser and work without JavaScript.
// Every response under /staff is `no-store` and `noindex` by `server.js` (`serverHooks.baseSecurityHeaders`).
export const handle: RouteHandle = { ownFrame: true };
export const meta = staffMeta(staffPages.home.title);

export async function loader({ request }: LoaderFunctionArgs) {
  const signedInAs = await currentStaff(request);
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  const frame: StaffFrameData = { signedInAs, protection: { csrfToken, honeypotProps }, timeZone: env().orgTimeZone };
  return data(frame, { headers: csrfCookie ? { "Set-Cookie": csrfCookie } : {} });
}

function Frame({ signedInAs, children }: { signedInAs: string | null; children: ReactNode }) {
  return (
    <>
      <header className="border-b border-slate-300 bg-slate-900 text-white print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <Link to={staffPages.home.path} className="font-bold">
            Staff console
          </Link>
          {signedInAs ? (
            <nav aria-label="Staff console" className="flex flex-wrap gap-4">
              {staffNav.map((page) => (
                <NavLink
                  key={page.path}
                  to={page.path}
                  end
                  className="underline-offset-4 hover:underline aria-[current=page]:underline"
                >
                  {page.title}
                </NavLink>
              ))}
            </nav>
          ) : null}
          {signedInAs ? <SignOut signedInAs={signedInAs} /> : null}
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none print:max-w-none print:p-0"
      >
        {children}
      </main>
    </>
  );
}

function SignOut({ signedInAs }: { signedInAs: string }) {
  const { protection } = useLoaderData<typeof loader>();
  return (
    <Form
      method="post"
      action={staffPages.signOut.path}
      className="ml-auto flex min-w-0 flex-wrap items-center gap-3 text-sm"
    >
      <span className="min-w-0 [overflow-wrap:anywhere]">Signed in as {signedInAs}</span>
      <FormProtectionInputs {...protection} />
      <Button kind="bar" size="small">
        Sign out
      </Button>
    </Form>
  );
}

export default function StaffFrame() {
  const { signedInAs } = useLoaderData<typeof loader>();
  return (
    <Frame signedInAs={signedInAs}>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Frame signedInAs={null}>
      <h1 className="text-2xl font-bold">{status === 404 ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-4">
        {status === 404
          ? "There is no such page in the staff console."
          : "The page could not be shown. Please try again in a moment."}{" "}
        <Link to={staffPages.home.path} className="font-semibold text-brand-dark underline">
          Back to the staff console
        </Link>
      </p>
    </Frame>
  );
}
