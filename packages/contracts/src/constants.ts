// Business constants, in one place for browser and services.

export const PRODUCT_NAME = 'Fairway Leagues';

export const PAR = 72;

export const SCORE_MIN = 40;
export const SCORE_MAX = 150;

export const PLAYERS_MIN = 2;
export const PLAYERS_MAX = 50;
export const DEFAULT_MAX_MEMBERS = 10;
export const DEFAULT_MEMBER_COUNT = 1;

export const COURSE_ROUNDS_MIN = 1;
export const COURSE_ROUNDS_MAX = 10;
/** A course saved without a rounds value allows this many rounds. */
export const DEFAULT_COURSE_ROUNDS = 1;

export const LEAGUE_NAME_MAX = 100;
export const PASSWORD_MIN = 6;

export const HANDICAP_MIN = -10;
export const HANDICAP_MAX = 54;
export const HANDICAP_STEP = 0.1;
export const HANDICAP_PRESETS = [
  { label: 'Beginner', value: 36 },
  { label: 'Casual Golfer', value: 28 },
  { label: 'Experienced Golfer', value: 15 },
  { label: 'Low Handicap', value: 5 },
] as const;

export const LEAGUE_TYPES = ['casual', 'weekly', 'seasonal'] as const;
export type LeagueType = (typeof LEAGUE_TYPES)[number];
/** Only casual leagues can be created today; the others show as not currently available. */
export const SELECTABLE_LEAGUE_TYPES: readonly LeagueType[] = ['casual'];

export const LEAGUE_PRIVACIES = ['public', 'invite'] as const;
export type LeaguePrivacy = (typeof LEAGUE_PRIVACIES)[number];

export const DISPLAY_LIMITS = {
  dashboardRecentActivity: 5,
  /** Available Leagues on the dashboard, and how many more each 'Show more' adds. */
  dashboardAvailableLeagues: 5,
  profileRecentRounds: 10,
  leagueSummaries: 5,
  leagueRecentActivity: 5,
  calendarNamesPerSlot: 2,
  topMembers: 3,
  leaderboardTop: 3,
} as const;

export const REDIRECT_DELAY_MS = 500;
export const PASSWORD_CHANGE_REDIRECT_MS = 2000;
export const PROFILE_DIALOG_CLOSE_MS = 100;
/** A toast shows 5000 ms; the signed-in user is fresh for 5 minutes. */
export const TOAST_DURATION_MS = 5000;
export const CURRENT_USER_FRESH_SECONDS = 300;

export const DEMO_USER_ID = 'demo-user';
export const DEMO_LEAGUE_MAX_MEMBERS = [12, 15, 20] as const;
export const DEMO_DELAYS_MS = {
  get: [200, 500],
  write: [300, 700],
  delete: [200, 200],
} as const;

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
