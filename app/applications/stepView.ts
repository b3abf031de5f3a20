/** What a step's page shows: its fields as typed (or as kept), and what the step needs besides. */
import type { AboutAnswers, DeviceAnswers, KeptScreener, RecommenderAnswers, Typed } from "./answers";

export type CompleteAnswers = {
  screener: KeptScreener;
  about: AboutAnswers;
  devices: DeviceAnswers;
  recommender: RecommenderAnswers;
};

export type CompletedClassView = { title: string; completedOn: string; partner: string | null };

export type StepView =
  | { step: "about"; typed: Typed }
  | { step: "devices"; typed: Typed }
  | {
      step: "recommender";
      typed: Typed;
      organizations: { id: string; name: string }[];
      /** A class the applicant's address completed (decision 094): its title, the day, the host partner's name. */
      completedClass: CompletedClassView | null;
    }
  | { step: "check"; typed: Typed; answers: CompleteAnswers };
