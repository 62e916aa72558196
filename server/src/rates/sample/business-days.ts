/** Monday to Friday; FRED's daily mortgage indices publish on business days only (holidays aside). */
function isWeekday(day: Date): boolean {
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

function shiftDays(day: Date, days: number): Date {
  const shifted = new Date(day);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted;
}

/** The last Monday-to-Friday date strictly before `today` (both `YYYY-MM-DD`). */
export function lastBusinessDayBefore(today: string): string {
  let day = shiftDays(new Date(`${today}T00:00:00Z`), -1);
  while (!isWeekday(day)) day = shiftDays(day, -1);
  return day.toISOString().slice(0, 10);
}

/** `count` consecutive business days ending on `lastDay` (a business day), oldest first. */
export function businessDaysEndingOn(lastDay: string, count: number): string[] {
  const days: string[] = [];
  let day = new Date(`${lastDay}T00:00:00Z`);
  while (days.length < count) {
    if (isWeekday(day)) days.push(day.toISOString().slice(0, 10));
    day = shiftDays(day, -1);
  }
  return days.reverse();
}
