/** A recommender's letter as a download, through the documents kit's download of an uploaded file. */
import { uploadedFileDownload } from "~/kits/documents/uploadedFileDownload.server";
import type { Letter } from "./applicantFile.server";

export function letterDownload(contactId: string, letter: Letter): Response {
  return uploadedFileDownload(`recommendation-letter-${contactId}`, letter);
}
