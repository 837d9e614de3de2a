// 'League Statistics' and 'League Information' figures of the league dashboard (spec section 2).
import { requiredRounds, type Course, type Round } from '@fairway/contracts';

export interface LeagueStatistics {
  totalRounds: number;
  /** lowest score, null without rounds */
  bestScore: number | null;
  /** one decimal, null without rounds */
  averageScore: string | null;
  /** most rounds played; ties go to the course seen first (newest round first); 'N/A' without rounds */
  mostPopularCourse: string;
}

export function leagueStatistics(rounds: readonly Round[]): LeagueStatistics {
  if (rounds.length === 0) return { totalRounds: 0, bestScore: null, averageScore: null, mostPopularCourse: 'N/A' };
  const counts = new Map<string, number>();
  for (const round of rounds) counts.set(round.course, (counts.get(round.course) ?? 0) + 1);
  let popular = '';
  let most = 0;
  for (const [course, count] of counts) {
    if (count > most) {
      popular = course;
      most = count;
    }
  }
  const sum = rounds.reduce((total, round) => total + round.score, 0);
  return {
    totalRounds: rounds.length,
    bestScore: Math.min(...rounds.map((round) => round.score)),
    averageScore: (sum / rounds.length).toFixed(1),
    mostPopularCourse: popular,
  };
}

/** 'X of members*N' for the League Information card. */
export function totalRoundsText(roundsPlayed: number, memberCount: number, courses: readonly Course[]): string {
  return `${roundsPlayed} of ${memberCount * requiredRounds(courses)}`;
}
