// The season the soak plays: golfers register, organizers create leagues of every format (half of
// them with weekly skins), golfers join (some in many leagues), then week after week they log
// rounds (half hole by hole), post their availability for a coming Saturday, organizers confirm
// the tee groups suggested from it and the golfers answer, and everyone reads notifications,
// leaderboards and last week's skins. Every acknowledged write goes into the ledger the checks
// look for afterwards.
import { randomUUID } from 'node:crypto';
import { addDays, formatTraits, LEAGUE_FORMATS, TIME_SLOT_IDS, todayIso, weekStart } from '@fairway/contracts';
import { Golfer, inParallel, ok, type Recorder } from './client';

export const WEEKS = 8;
const CONCURRENCY = 8;
const PASSWORD = 'soak-golfer-1';
const MAX_PLAYERS = 50;
/** Golfers who play in many leagues, and how many each. */
const BUSY_GOLFERS = 30;
const BUSY_LEAGUES = 12;
const HOLE_PARS = [4, 4, 3, 5, 4, 4, 3, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const STROKE_INDEX = [7, 3, 15, 1, 11, 5, 17, 9, 13, 8, 4, 16, 2, 12, 6, 18, 10, 14];
export const COURSE = {
  name: 'Soak Links',
  rounds: 10,
  holes: 18,
  par: 72,
  rating: 72,
  slope: 113,
  holePars: HOLE_PARS,
  strokeIndex: STROKE_INDEX,
};

/** Weekly skins by format: Stableford leagues play gross skins with carryover, points leagues net
 * skins at 90% without; the others none. */
const SKINS: Record<string, object | null> = {
  stableford: { mode: 'gross', allowance: 100, carryover: true, buyIn: 5 },
  points: { mode: 'net', allowance: 90, carryover: false, buyIn: 2.5 },
};

export interface Ledger {
  users: string[];
  leagues: Array<{ id: string; format: string; organizer: number; skins: boolean }>;
  memberships: Array<{ leagueId: string; userId: string }>;
  rounds: Array<{ id: string; leagueId: string; userId: string }>;
  availability: string[];
  /** confirmed tee group places, with the answer the golfer gave (undefined before one) */
  teeGroups: Array<{ groupId: string; userId: string; status?: string }>;
}

export const newLedger = (): Ledger => ({ users: [], leagues: [], memberships: [], rounds: [], availability: [], teeGroups: [] });

/** The Saturday of the season's `week`, in the weeks ahead of today (availability is posted ahead). */
export const playDay = (week: number) => addDays(weekStart(todayIso()), 7 * (week + 1) + 5);

/** Strokes per hole adding up to `score`: the pars, plus the extra strokes spread over the holes. */
function holeScores(score: number): number[] {
  const holes = [...HOLE_PARS];
  for (let extra = score - 72, hole = 0; extra > 0; extra -= 1, hole = (hole + 1) % 18) holes[hole] += 1;
  return holes;
}

export async function registerGolfers(gateway: string, count: number, recorder: Recorder, ledger: Ledger): Promise<Golfer[]> {
  const golfers: Golfer[] = [];
  const run = randomUUID().slice(0, 8);
  await inParallel(
    Array.from({ length: count }, (_, i) => i),
    CONCURRENCY,
    async (i) => {
      const golfer = new Golfer(gateway, `soak.${run}.${i}@example.test`, recorder, `10.${Math.floor(i / 250)}.${i % 250}.1`);
      const answer = await golfer.request('register', 'POST', '/api/auth/register', {
        email: golfer.email,
        password: PASSWORD,
        firstName: `Golfer${i}`,
        lastName: 'Soak',
      });
      // A sign-up whose first answer was lost may have been stored: the retry is then refused
      // as a duplicate, and the golfer signs in instead, as a person would.
      const signedIn =
        answer.status === 409
          ? await golfer.request('sign in', 'POST', '/api/auth/login', { email: golfer.email, password: PASSWORD })
          : answer;
      if (!ok(signedIn)) throw new Error(`registering golfer ${i} failed: ${signedIn.status} ${JSON.stringify(signedIn.json)}`);
      golfer.id = signedIn.json.id ?? signedIn.json.user?.id;
      ledger.users.push(golfer.id);
      golfers[i] = golfer;
    },
  );
  return golfers;
}

/** `leagues` leagues, formats in turn, each organized by a golfer of its own; then who joins what. */
export async function formLeagues(golfers: Golfer[], leagues: number, recorder: Recorder, ledger: Ledger): Promise<Map<string, Golfer[]>> {
  const startDate = addDays(todayIso(), -7 * WEEKS);
  await inParallel(
    Array.from({ length: leagues }, (_, i) => i),
    CONCURRENCY,
    async (i) => {
      const format = LEAGUE_FORMATS[i % LEAGUE_FORMATS.length];
      const answer = await golfers[i].request('create league', 'POST', '/api/leagues', {
        name: `Soak ${format} ${i}`,
        maxPlayers: MAX_PLAYERS,
        courses: [COURSE],
        format,
        startDate,
        skins: SKINS[format] ?? null,
      });
      if (!ok(answer)) throw new Error(`creating league ${i} failed: ${answer.status} ${JSON.stringify(answer.json)}`);
      ledger.leagues[i] = { id: answer.json.id, format, organizer: i, skins: Boolean(SKINS[format]) };
    },
  );
  // Who joins what: the busy golfers BUSY_LEAGUES leagues each, everyone else one or two, while
  // there is room.
  const members = new Map<string, Golfer[]>(ledger.leagues.map((league) => [league.id, [golfers[league.organizer]]]));
  const joins: Array<{ golfer: Golfer; leagueId: string }> = [];
  const place = (golfer: Golfer, league: number) => {
    const id = ledger.leagues[league % leagues].id;
    const list = members.get(id)!;
    if (list.length >= MAX_PLAYERS || list.includes(golfer)) return;
    list.push(golfer);
    joins.push({ golfer, leagueId: id });
  };
  golfers.forEach((golfer, i) => {
    if (i < leagues) return;
    const wanted = i < leagues + BUSY_GOLFERS ? BUSY_LEAGUES : 1 + (i % 2);
    for (let k = 0; k < wanted; k += 1) place(golfer, i + k * 3);
  });
  for (const league of ledger.leagues) ledger.memberships.push({ leagueId: league.id, userId: golfers[league.organizer].id });
  await inParallel(joins, CONCURRENCY, async ({ golfer, leagueId }) => {
    const answer = await golfer.request('join', 'POST', `/api/leagues/${leagueId}/join`, {});
    if (ok(answer)) ledger.memberships.push({ leagueId, userId: golfer.id });
  });
  return members;
}

/** One week: about half the members of each league log a round (half of those hole by hole),
 * a quarter post their availability for the week's Saturday, a quarter of the golfers read their
 * notifications, and one member per league reads the leaderboard and last week's skins. Then the
 * organizers confirm the suggested tee groups and the golfers in them answer. */
export async function playWeek(week: number, members: Map<string, Golfer[]>, golfers: Golfer[], recorder: Recorder, ledger: Ledger) {
  const today = todayIso();
  const weekStartDay = addDays(today, -7 * (WEEKS - week));
  const saturday = playDay(week);
  const tasks: Array<() => Promise<void>> = [];
  const byId = new Map(ledger.leagues.map((league) => [league.id, league]));
  let n = 0;
  for (const [leagueId, list] of members) {
    const league = byId.get(leagueId)!;
    list.forEach((golfer, i) => {
      n += 1;
      if ((i + week) % 2 === 0) {
        const score = 72 + ((i * 5 + week * 3) % 25);
        // A hole-by-hole format scores each hole: its rounds are always entered hole by hole.
        const byHole = formatTraits(league.format).holeByHole || (n + week) % 2 === 0;
        const date = addDays(weekStartDay, i % 7) > today ? today : addDays(weekStartDay, i % 7);
        const body = {
          leagueId,
          course: COURSE.name,
          date,
          score,
          idempotencyKey: randomUUID(),
          ...(byHole ? { holeScores: holeScores(score) } : {}),
        };
        tasks.push(async () => {
          const answer = await golfer.request(byHole ? 'log round (hole by hole)' : 'log round', 'POST', '/api/rounds', body);
          if (ok(answer)) ledger.rounds.push({ id: answer.json.id, leagueId, userId: golfer.id });
        });
      }
      if ((i + week) % 4 === 1) {
        // With its key, as a retry after a lost answer must not become a 409.
        const body = { date: saturday, timeSlot: TIME_SLOT_IDS[1 + (i % 2)], idempotencyKey: randomUUID() };
        tasks.push(async () => {
          const answer = await golfer.request('availability', 'POST', `/api/leagues/${leagueId}/calendar/availability`, body);
          if (ok(answer)) ledger.availability.push(answer.json.id);
        });
      }
    });
    const reader = list[week % list.length];
    tasks.push(async () => void (await reader.request('leaderboard', 'GET', `/api/leagues/${leagueId}/leaderboard`)));
    if (league.skins && week > 0)
      tasks.push(
        async () =>
          void (await reader.request('skins', 'GET', `/api/leagues/${leagueId}/skins?week=${addDays(today, -7 * (WEEKS - week + 1))}`)),
      );
  }
  golfers.forEach((golfer, i) => {
    if (i % 4 === week % 4) tasks.push(async () => void (await golfer.request('notifications', 'GET', '/api/notifications')));
  });
  await inParallel(tasks, CONCURRENCY, (task) => task());
  await teeGroups(week, saturday, members, golfers, ledger);
  void recorder;
}

/** Every other league's organizer asks for a suggestion for the Saturday's week and confirms it as
 * it is; each golfer placed answers (one in five can't make it: the place is offered on). */
async function teeGroups(week: number, saturday: string, members: Map<string, Golfer[]>, golfers: Golfer[], ledger: Ledger) {
  const leagues = ledger.leagues.filter((_, i) => (i + week) % 2 === 0);
  const answers: Array<() => Promise<void>> = [];
  await inParallel(leagues, CONCURRENCY, async (league) => {
    const organizer = golfers[league.organizer];
    const suggested = await organizer.request('tee groups: suggest', 'POST', `/api/leagues/${league.id}/tee-groups/suggest`, {
      week: saturday,
    });
    if (!ok(suggested) || suggested.json.groups.length === 0) return;
    const groups = (suggested.json.groups as Array<{ date: string; slot: string; members: string[] }>).map(
      ({ date, slot, members: ids }) => ({
        date,
        slot,
        members: ids,
      }),
    );
    const confirmed = await organizer.request('tee groups: confirm', 'PUT', `/api/leagues/${league.id}/tee-groups?week=${saturday}`, {
      groups,
    });
    if (!ok(confirmed)) return;
    const list = members.get(league.id)!;
    for (const group of confirmed.json.groups as Array<{ id: string; members: Array<{ userId: string }> }>) {
      for (const [k, member] of group.members.entries()) {
        const place = { groupId: group.id, userId: member.userId } as Ledger['teeGroups'][number];
        ledger.teeGroups.push(place);
        const golfer = list.find((g) => g.id === member.userId);
        if (!golfer) continue;
        const accept = (k + week) % 5 !== 4;
        answers.push(async () => {
          const answer = await golfer.request('tee groups: answer', 'POST', `/api/leagues/${league.id}/tee-groups/${group.id}/respond`, {
            accept,
          });
          if (ok(answer)) place.status = accept ? 'accepted' : 'declined';
        });
      }
    }
  });
  await inParallel(answers, CONCURRENCY, (answer) => answer());
}
