/** What the tracker shows of a recommendation still waiting: whom it was asked of, and when (dates already formatted). */
export type RecommendationRequestView = { name: string; email: string; sentOn: string; lastSentOn: string | null };
