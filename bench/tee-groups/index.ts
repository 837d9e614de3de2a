// Tee group suggestion timing: a 60-member league with a week of availability (each member free
// at two to four slots) and eight confirmed weeks before it, through the calendar service's
// POST /api/leagues/{id}/tee-groups/suggest on a throwaway database (MariaDB by default,
// `--sqlite` for the embedded one). Prints the answer times and the suggestion's figures.
//   node --import tsx bench/tee-groups/index.ts [--sqlite] [--runs 15]
import { addDays, TIME_SLOT_IDS, suggestTeeGroups, type TeeGroupSuggestion } from '@fairway/contracts';
import { createTestDatabase, createTestLeague, createTestUser, signedRequest } from '@fairway/kit/testing';
import { createApp } from '../../services/calendar/src/app';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 15;
const MONDAY = '2026-03-02';

async function main() {
  const db = await createTestDatabase(args.includes('--sqlite') ? 'sqlite' : 'mysql');
  try {
    const app = createApp(db);
    const organizer = await createTestUser(db, { firstName: 'Olga', handicap: 12 });
    const league = await createTestLeague(db, organizer, { name: 'Bench League' });
    const members = [organizer];
    for (let i = 1; i < 60; i += 1) {
      const user = await createTestUser(db, { firstName: `M${i}`, handicap: (i * 7) % 36 });
      await db.models.LeagueMembership.create({ leagueId: league.id, userId: user.id });
      members.push(user);
    }
    const slotsOf = (i: number, week: string) =>
      Array.from({ length: 2 + (i % 3) }, (_, k) => ({
        date: addDays(week, [2, 5, 6][(i + k) % 3]),
        slot: TIME_SLOT_IDS[(i * (k + 1)) % 4],
      }));
    // Eight confirmed weeks before, formed by the same rule, then this week's availability.
    const history: Array<{ week: string; members: string[] }> = [];
    for (let w = 8; w >= 1; w -= 1) {
      const week = addDays(MONDAY, -7 * w);
      const plan = suggestTeeGroups(
        week,
        members.map((m, i) => ({ userId: m.id, handicap: Number(m.handicap), free: slotsOf(i + w, week) })),
        history,
      );
      for (const [position, group] of plan.groups.entries()) {
        const row = await db.models.TeeGroup.create({
          leagueId: league.id,
          week,
          date: group.date,
          timeSlot: group.slot,
          position,
          confirmedBy: organizer.id,
        });
        await db.models.TeeGroupMember.bulkCreate(group.members.map((userId) => ({ groupId: row.id, leagueId: league.id, week, userId })));
        history.push({ week, members: group.members });
      }
    }
    const entries = members.flatMap((m, i) =>
      slotsOf(i, MONDAY).map((s) => ({ userId: m.id, leagueId: league.id, date: s.date, timeSlot: s.slot })),
    );
    await db.models.Availability.bulkCreate(entries, { ignoreDuplicates: true });

    const times: number[] = [];
    let last: TeeGroupSuggestion | null = null;
    for (let r = 0; r < runs; r += 1) {
      const started = performance.now();
      const res = await signedRequest(app, organizer.id).post(`/api/leagues/${league.id}/tee-groups/suggest`).send({ week: MONDAY });
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`suggest answered ${res.status}: ${JSON.stringify(res.body)}`);
      last = res.body as TeeGroupSuggestion;
    }
    times.sort((a, b) => a - b);
    const placed = last!.groups.reduce((n, g) => n + g.members.length, 0);
    const pairs = last!.groups.reduce((n, g) => n + (g.members.length * (g.members.length - 1)) / 2, 0);
    const fresh = last!.groups.reduce((n, g) => n + g.newPairings, 0);
    console.log(`dialect ${db.dialect}, 60 members, ${entries.length} availability entries, ${history.length} past groups, ${runs} runs`);
    console.log(
      `suggest: median ${times[Math.floor(runs / 2)].toFixed(0)} ms, max ${times[runs - 1].toFixed(0)} ms, min ${times[0].toFixed(0)} ms`,
    );
    console.log(
      `groups ${last!.groups.length}, placed ${placed}, waitlisted ${last!.waitlist.length}, pairings ${pairs} of which new ${fresh}`,
    );
  } finally {
    await db.drop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
