/** A sentence the staff console answers with: the forms kit's notice, as every signed-in area says it. */
export { Notice as StaffNotice } from "~/kits/forms/Notice";
