/** Sample data for `npm run seed -w @fairway/data`. Every seeded user's password is SEED_PASSWORD. */
export const SEED_PASSWORD = 'golfer123';

export const seedUsers = [
  { key: 'alex', firstName: 'Alex', lastName: 'Morgan', email: 'alex@fairway.test', handicap: 12.4 },
  { key: 'sam', firstName: 'Sam', lastName: 'Rivera', email: 'sam@fairway.test', handicap: 18.0 },
  { key: 'jordan', firstName: 'Jordan', lastName: 'Lee', email: 'jordan@fairway.test', handicap: 7.2 },
  { key: 'casey', firstName: 'Casey', lastName: 'Nguyen', email: 'casey@fairway.test', handicap: 24.5 },
  { key: 'taylor', firstName: 'Taylor', lastName: 'Brooks', email: 'taylor@fairway.test', handicap: 15.0 },
  { key: 'riley', firstName: 'Riley', lastName: 'Patel', email: 'riley@fairway.test', handicap: 28.0 },
] as const;

export type SeedUserKey = (typeof seedUsers)[number]['key'];

export interface SeedLeague {
  name: string;
  description: string;
  privacy: 'public' | 'invite';
  creator: SeedUserKey;
  members: SeedUserKey[];
  maxMembers: number;
  /** Days from today; negative = already ended, null = open-ended. */
  endsInDays: number | null;
  courses: Array<{ name: string; rounds: number }>;
  invites?: Array<{ name: string; email: string }>;
}

export const seedLeagues: SeedLeague[] = [
  {
    name: 'Sunday Morning Scramblers',
    description: 'Relaxed weekend league. Play any of the three courses whenever it suits you.',
    privacy: 'public',
    creator: 'alex',
    members: ['alex', 'sam', 'jordan', 'casey'],
    maxMembers: 10,
    endsInDays: 60,
    courses: [
      { name: 'Pebble Creek', rounds: 3 },
      { name: 'Oak Hollow', rounds: 2 },
      { name: 'Riverside Links', rounds: 2 },
    ],
  },
  {
    name: 'After Work Nine',
    description: 'Quick rounds after the office closes.',
    privacy: 'public',
    creator: 'jordan',
    members: ['jordan', 'taylor', 'alex'],
    maxMembers: 12,
    endsInDays: null,
    courses: [{ name: 'Maple Ridge', rounds: 4 }],
  },
  {
    name: 'Family Cup',
    description: 'Invite-only league for the Patel and Nguyen families.',
    privacy: 'invite',
    creator: 'riley',
    members: ['riley', 'casey'],
    maxMembers: 10,
    endsInDays: 30,
    courses: [
      { name: 'Cedar Valley', rounds: 2 },
      { name: 'Pebble Creek', rounds: 1 },
    ],
    invites: [{ name: 'Priya Patel', email: 'priya@fairway.test' }],
  },
  {
    name: 'Spring Classic 2026',
    description: "Last season's league, kept for the record.",
    privacy: 'public',
    creator: 'sam',
    members: ['sam', 'taylor', 'riley'],
    maxMembers: 10,
    endsInDays: -20,
    courses: [{ name: 'Oak Hollow', rounds: 2 }],
  },
];
