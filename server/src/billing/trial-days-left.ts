const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left, rounded up (one hour left is "1 day left"); 0 once past; null without a trial end. */
export function trialDaysLeft(trialEndsAt: Date | null, now: Date): number | null {
  if (trialEndsAt === null) return null;
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}
