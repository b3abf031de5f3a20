/**
 * What the public leaderboard (`/leaderboard`, `/es/leaderboard`; decision 126) reads: the figures' page loader
 * (the version and the day first, a 304 before anything else), then the companies, which every write they show moves
 * the same version with (migration 37's triggers): cacheable by a CDN and never stale.
 */
import { db } from "~/db/serverStore.server";
import { figuresPageData } from "~/kits/figures/figuresPage.server";
import type { LeaderboardEntry } from "~/donations/leaderboard";
import { companyLeaderboard } from "./leaderboard.server";

export type LeaderboardData = { companies: LeaderboardEntry[] };

export const leaderboardPageData = (request: Request) =>
  figuresPageData<LeaderboardData>(request, async () => ({ companies: await companyLeaderboard(db()) }));
