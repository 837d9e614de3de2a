// After the faults: every acknowledged write is in the database exactly once (and an acknowledged
// delete left nothing), nothing unacknowledged is half-done, and the stored aggregates agree with
// the rows they summarise. Counts lost writes per phase.
import mysql from 'mysql2/promise';
import { statsFromAggregate } from '@fairway/contracts';
import type { Ledger } from './load';

export interface CheckResult {
  /** Lost or duplicated acknowledged writes per phase. */
  lostByPhase: Map<string, number>;
  problems: string[];
}

type Rows = Array<Record<string, any>>;

export async function checkDatabase(databaseUrl: string, ledger: Ledger): Promise<CheckResult> {
  const url = new URL(databaseUrl);
  const db = await mysql.createConnection({
    host: url.hostname,
    port: Number(url.port),
    user: url.username,
    database: url.pathname.slice(1),
  });
  const lostByPhase = new Map<string, number>();
  const problems: string[] = [];
  const lose = (phase: string, problem: string) => {
    lostByPhase.set(phase, (lostByPhase.get(phase) ?? 0) + 1);
    problems.push(`${phase}: ${problem}`);
  };
  const query = async (sql: string, params: unknown[] = []) => (await db.query(sql, params))[0] as Rows;
  try {
    const users = new Map(
      (await query('SELECT id, email, totalRounds, bestRound, averageScore FROM users')).map((row) => [row.email, row]),
    );
    const emailCounts = await query('SELECT email, COUNT(*) AS n FROM users GROUP BY email HAVING n > 1');
    for (const row of emailCounts) problems.push(`user ${row.email} stored ${row.n} times`);
    for (const user of ledger.users) if (!users.has(user.email)) lose(user.phase, `registered user ${user.email} missing`);

    const memberships = await query('SELECT leagueId, userId, COUNT(*) AS n FROM league_memberships GROUP BY leagueId, userId');
    const memberOf = new Map(memberships.map((row) => [`${row.leagueId}/${row.userId}`, Number(row.n)]));
    for (const m of ledger.memberships) {
      const count = memberOf.get(`${m.leagueId}/${users.get(m.email)?.id}`) ?? 0;
      if (count !== 1) lose(m.phase, `membership of ${m.email} in ${m.leagueId} stored ${count} times`);
    }

    const rounds = new Map((await query('SELECT id, score, notes FROM rounds')).map((row) => [row.id, row]));
    const notesCounts = new Map(
      (await query("SELECT notes, COUNT(*) AS n FROM rounds WHERE notes LIKE 'chaos-%' GROUP BY notes")).map((r) => [r.notes, Number(r.n)]),
    );
    for (const [id, round] of ledger.rounds) {
      const row = rounds.get(id);
      if (round.deleted) {
        if (row) lose(round.phase, `deleted round ${id} still stored`);
      } else if (!row) {
        // An unacknowledged delete may have happened; an acknowledged round must otherwise be there.
        if (!round.deleteTried) lose(round.phase, `round ${id} missing`);
      } else if ((notesCounts.get(round.notes) ?? 0) !== 1) {
        lose(round.phase, `round ${round.notes} stored ${notesCounts.get(round.notes)} times`);
      } else if (Number(row.score) !== round.score && !round.unacknowledged.has(Number(row.score))) {
        // Only an edit that got no answer may have replaced the acknowledged score.
        lose(round.phase, `round ${id} has score ${row.score}, acknowledged ${round.score}`);
      }
    }
    for (const [notes, n] of notesCounts) if (n > 1) problems.push(`round ${notes} stored ${n} times`);

    const availability = new Map(
      (await query("SELECT id, notes FROM availabilities WHERE notes LIKE 'chaos-%'")).map((row) => [row.id, row]),
    );
    // One posted entry is stored once in each of the poster's leagues (spec: shared across leagues).
    const availabilityNotes = await query(
      "SELECT leagueId, notes, COUNT(*) AS n FROM availabilities WHERE notes LIKE 'chaos-%' GROUP BY leagueId, notes HAVING n > 1",
    );
    for (const row of availabilityNotes) problems.push(`availability ${row.notes} stored ${row.n} times in league ${row.leagueId}`);
    for (const entry of ledger.availability) if (!availability.has(entry.id)) lose(entry.phase, `availability ${entry.id} missing`);

    // Half-done writes show as aggregates that disagree with their rows.
    const counts = await query(
      'SELECT l.id, l.memberCount, COUNT(m.id) AS members FROM leagues l LEFT JOIN league_memberships m ON m.leagueId = l.id GROUP BY l.id, l.memberCount',
    );
    for (const row of counts)
      if (Number(row.memberCount) !== Number(row.members))
        problems.push(`league ${row.id}: memberCount ${row.memberCount}, memberships ${row.members}`);
    const aggregates = new Map(
      (await query('SELECT userId, COUNT(*) AS count, SUM(score) AS sum, MIN(score) AS min FROM rounds GROUP BY userId')).map((row) => [
        row.userId,
        row,
      ]),
    );
    for (const user of users.values()) {
      const aggregate = aggregates.get(user.id);
      const expected = statsFromAggregate({
        count: Number(aggregate?.count ?? 0),
        sum: Number(aggregate?.sum ?? 0),
        min: aggregate ? Number(aggregate.min) : null,
      });
      const stored = {
        totalRounds: Number(user.totalRounds),
        bestRound: user.bestRound === null ? null : Number(user.bestRound),
        averageScore: user.averageScore === null ? null : String(user.averageScore),
      };
      if (JSON.stringify(stored) !== JSON.stringify(expected))
        problems.push(`user ${user.email}: stored ${JSON.stringify(stored)}, rounds give ${JSON.stringify(expected)}`);
    }
  } finally {
    await db.end();
  }
  return { lostByPhase, problems };
}
