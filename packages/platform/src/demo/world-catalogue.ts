// The fixed ingredients of the demo world: who plays, which leagues exist and what golfers write
// in their notes. world.ts turns them into dated rounds and availability with a seeded generator.
import { STABLEFORD_HOLE_PARS, STABLEFORD_STROKE_INDEX } from './demo-cards';
import {
  leagueCourse,
  type Course,
  type FormatOptions,
  type LeagueFormat,
  type LeaguePrivacy,
  type SkinsSettings,
} from '@fairway/contracts';

/** A rated championship layout with hole pars, so the tour can show hole-by-hole scoring. */
export const DEMO_HOLE_PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const DEMO_STROKE_INDEX = [7, 3, 15, 1, 11, 17, 9, 5, 13, 8, 2, 16, 4, 12, 10, 18, 6, 14];
/** A course of the Stableford league: the holes its cards are played on. A Stableford league's
 * courses carry hole pars and stroke index (docs/leagues.md, "Formats"). */
const stablefordCourse = (name: string, rounds: number) =>
  leagueCourse(name, rounds, { holePars: [...STABLEFORD_HOLE_PARS], strokeIndex: [...STABLEFORD_STROKE_INDEX] });

export const DEMO_USER_PROFILE = {
  firstName: 'Demo',
  lastName: 'Golfer',
  email: 'demo@fairwayleagues.example',
  handicap: 11.4,
  joinedDaysAgo: 96,
} as const;

/** The other golfers of the tour (no photos: the screens fall back to initials). */
export const GOLFER_NAMES: readonly (readonly [string, string])[] = [
  ['Alex', 'Morgan'],
  ['Sam', 'Rivera'],
  ['Jordan', 'Lee'],
  ['Casey', 'Nguyen'],
  ['Taylor', 'Brooks'],
  ['Riley', 'Patel'],
  ['Morgan', 'Hayes'],
  ['Jamie', 'Okafor'],
  ['Chris', 'Lindqvist'],
  ['Pat', 'Duarte'],
  ['Devon', 'Walsh'],
  ['Robin', 'Castillo'],
  ['Avery', 'Kim'],
  ['Quinn', 'Fitzgerald'],
  ['Drew', 'Santos'],
  ['Harper', 'Mensah'],
];

export interface LeagueBlueprint {
  name: string;
  description: string;
  privacy: LeaguePrivacy;
  maxMembers: number;
  createdDaysAgo: number;
  /** days from today; negative = already ended (shows 'Complete'), null = open-ended */
  endsInDays: number | null;
  courses: Course[];
  /** the demo user created it (and may delete it) */
  createdByDemoUser: boolean;
  /** rounds the demo user has logged in it; null = not a member (so 'Join' shows somewhere) */
  demoUserRounds: number | null;
  otherMembers: number;
  /** standings format (default total-to-par) and its options */
  format?: LeagueFormat;
  formatOptions?: Partial<FormatOptions>;
  /** weekly skins; every round on a course with hole pars then has a card */
  skins?: SkinsSettings;
}

// Max members 12, 15 and 20. The demo user belongs to two of them and is
// invited to join the third, so the dashboard's 'Open Leagues' filter is not empty.
export const LEAGUE_BLUEPRINTS: readonly LeagueBlueprint[] = [
  {
    name: 'Riverside Weekend League',
    description: 'Relaxed weekend league. Play the three courses whenever it suits you and post your score.',
    privacy: 'public',
    maxMembers: 15,
    createdDaysAgo: 49,
    endsInDays: 35,
    courses: [
      leagueCourse('Pebble Creek', 3, { rating: 73.1, slope: 128, holePars: DEMO_HOLE_PARS, strokeIndex: DEMO_STROKE_INDEX }),
      leagueCourse('Oak Hollow', 2, { par: 71, rating: 69.8, slope: 121 }),
      leagueCourse('Riverside Links', 2),
    ],
    createdByDemoUser: true,
    demoUserRounds: 6,
    otherMembers: 9,
    // Best net round of each fortnight earns points, plus one for playing.
    format: 'points',
    formatOptions: { windowWeeks: 2 },
    skins: { mode: 'net', allowance: 90, carryover: true, buyIn: 5, currency: '$' },
  },
  {
    name: 'Autumn Classic',
    description: 'Invite-only season among friends, kept for the record.',
    privacy: 'invite',
    maxMembers: 12,
    createdDaysAgo: 70,
    endsInDays: -4,
    courses: [leagueCourse('Cedar Valley', 2), leagueCourse('Maple Ridge', 2)],
    createdByDemoUser: false,
    demoUserRounds: 4,
    otherMembers: 7,
  },
  {
    name: 'Twilight Nine & Dine',
    description: 'After-work rounds followed by dinner at the clubhouse. Everyone welcome.',
    privacy: 'public',
    maxMembers: 20,
    createdDaysAgo: 28,
    endsInDays: null,
    courses: [stablefordCourse('Willow Bend', 3), stablefordCourse('Pine Hills', 2)],
    createdByDemoUser: false,
    demoUserRounds: null,
    otherMembers: 13,
    // Every round of this league is a hole-by-hole card (world.ts).
    format: 'stableford',
    formatOptions: { bestRounds: 3 },
  },
];

export const ROUND_NOTES: readonly string[] = [
  'Windy on the back nine.',
  'Three-putted twice, otherwise solid.',
  'Best driving day in weeks.',
  'Found the water on 7 again.',
  'Birdie on the par 5 finishing hole!',
  'Greens were fast after the rain.',
  'Played with Alex and Sam, great company.',
  'Struggled out of the bunkers.',
];

export const AVAILABILITY_NOTES: readonly string[] = [
  'Happy to walk.',
  'Can bring a guest.',
  'Prefer a quick nine.',
  'Looking for a foursome.',
];
