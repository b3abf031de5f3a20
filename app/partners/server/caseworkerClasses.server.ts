/**
 * The signed-in caseworker as the classes wing's partner pages take them (decision 094): the partner they act for,
 * how their attendance is recorded (`caseworkerIdentity`) and the portal's headers. The classes wing does not
 * import this wing; the route hands it this.
 */
import { caseworkerIdentity } from "./caseworkerIdentity.server";
import { partnerResponseHeaders, requireCaseworker } from "./partnerSession.server";

export async function caseworkerOf(request: Request) {
  const caseworker = await requireCaseworker(request);
  const { id, name } = caseworker.actingFor;
  return {
    email: caseworker.email,
    canSwitch: caseworker.partners.length > 1,
    partnerId: id,
    partnerName: name,
    by: caseworkerIdentity(id, caseworker.email),
    headers: { ...partnerResponseHeaders },
  };
}
