// The raw rows of the demo world, shaped like the database's (world.ts generates them;
// world-views.ts derives the API answers from them).
import type {
  Availability,
  Course,
  CourseRatings,
  FormatOptions,
  LeagueFormat,
  LeaguePrivacy,
  Round,
  SkinsSettings,
} from '@fairway/contracts';

export interface DemoGolfer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  handicap: number;
  profileImageUrl: string | null;
  isDemo: boolean;
  createdAt: string;
}

export interface DemoMembership {
  id: string;
  userId: string;
  isAdmin: boolean;
  joinedAt: string;
}

export interface DemoLeague {
  id: string;
  name: string;
  description: string | null;
  type: 'casual';
  privacy: LeaguePrivacy;
  createdBy: string;
  maxMembers: number;
  courses: Course[];
  endDate: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** in join order, the leaderboard's tie-break */
  members: DemoMembership[];
  format: LeagueFormat;
  formatOptions: FormatOptions;
  /** the first play window's first day (the creation day) */
  startDate: string;
  /** weekly skins (docs/side-games.md), null when the league plays none */
  skins: SkinsSettings | null;
}

/** A round's row; the tee figures are the course's it was played under. */
export type DemoRound = Pick<Round, 'id' | 'userId' | 'leagueId' | 'course' | 'score' | 'date' | 'notes' | 'createdAt'> &
  CourseRatings & {
    /** strokes per hole for a round entered hole by hole */
    holeScores: number[] | null;
  };

/** An availability row: the answer's fields without the golfer's name and updatedAt. */
export type DemoAvailability = Pick<
  Availability,
  'id' | 'userId' | 'leagueId' | 'date' | 'timeSlot' | 'preferredCourse' | 'notes' | 'createdAt'
>;

export interface DemoWorld {
  seed: number;
  today: string;
  /** the demo user first */
  golfers: DemoGolfer[];
  /** newest first, as the services list them */
  leagues: DemoLeague[];
  rounds: DemoRound[];
  availability: DemoAvailability[];
}
