// Profile achievements.
export const CONSISTENT_PLAYER_ROUNDS = 10;
export const UNDER_80_BEST = 80;
export const SOCIAL_GOLFER_LEAGUES = 3;

export interface Achievement {
  id: 'consistent-player' | 'under-80-club' | 'social-golfer';
  title: string;
  description: string;
  earned: boolean;
}

export interface AchievementInput {
  totalRounds: number;
  bestRound: number | null;
  leagueCount: number;
}

export function achievements({ totalRounds, bestRound, leagueCount }: AchievementInput): Achievement[] {
  return [
    {
      id: 'consistent-player',
      title: 'Consistent Player',
      description: `Play ${CONSISTENT_PLAYER_ROUNDS} or more rounds`,
      earned: totalRounds >= CONSISTENT_PLAYER_ROUNDS,
    },
    {
      id: 'under-80-club',
      title: 'Under 80 Club',
      description: `Shoot a round of ${UNDER_80_BEST} or better`,
      earned: bestRound !== null && bestRound <= UNDER_80_BEST,
    },
    {
      id: 'social-golfer',
      title: 'Social Golfer',
      description: `Be a member of ${SOCIAL_GOLFER_LEAGUES} or more leagues`,
      earned: leagueCount >= SOCIAL_GOLFER_LEAGUES,
    },
  ];
}
