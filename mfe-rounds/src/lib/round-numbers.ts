// 'Course - Round n' on the member page: n counts the member's rounds on that course in the
// order they were played (date, then creation time), so the first round on a course is Round 1.
import { sameCourse, type Round } from '@fairway/contracts';

export function roundNumbers(rounds: readonly Round[]): Map<string, number> {
  const played = [...rounds].sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt));
  const numbers = new Map<string, number>();
  const seen: Array<{ course: string; count: number }> = [];
  for (const round of played) {
    let entry = seen.find((item) => sameCourse(item.course, round.course));
    if (!entry) {
      entry = { course: round.course, count: 0 };
      seen.push(entry);
    }
    entry.count += 1;
    numbers.set(round.id, entry.count);
  }
  return numbers;
}
