/**
 * React 18 renders `fetchpriority` only when spelled in lower case (React 19 knows `fetchPriority`), and its types
 * know only the camel-case name; this lets components write the attribute the browser reads.
 */
import "react";

declare module "react" {
  interface ImgHTMLAttributes<T> {
    fetchpriority?: "high" | "low" | "auto";
  }
}
