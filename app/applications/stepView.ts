/** What a step's page shows: its fields as typed (or as kept), and what the step needs besides. */
import type { AboutAnswers, DeviceAnswers, KeptScreener, RecommenderAnswers, Typed } from "./answers";

export type CompleteAnswers = {
  screener: KeptScreener;
  about: AboutAnswers;
  devices: DeviceAnswers;
  recommender: RecommenderAnswers;
};

export type StepView =
  | { step: "about"; typed: Typed }
  | { step: "devices"; typed: Typed }
  | { step: "recommender"; typed: Typed; organizations: { id: string; name: string }[] }
  | { step: "check"; typed: Typed; answers: CompleteAnswers };
