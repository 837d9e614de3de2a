// The load bench's data: registered members, their league and their rounds, through the API.

/** Runs `tasks` (functions returning promises) with at most `limit` in flight. */
async function pool(limit, tasks) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

function isoDaysAgo(days) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** A public league of `memberCount` members, each with `roundCount` rounds over two courses, made
 * through the public API with `call(method, path, { cookie, body })`; returns it, its creator and
 * every member (`{ id, cookie, rounds }`, rounds as ids). */
export async function seed(call, { memberCount, roundCount }) {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const members = [];
  await pool(
    8,
    Array.from({ length: memberCount }, (_, i) => async () => {
      const account = { email: `bench-${run}-${i}@fairway.test`, password: 'bench-password' };
      // A busy server may decline the session after the account was made (503): the retry then
      // finds the account, and signing in gets the session.
      const { response, json } = await call('POST', '/api/auth/register', {
        body: { ...account, firstName: `Bench${i}`, lastName: 'Golfer' },
      }).catch((error) => {
        if (!/-> 409 /.test(error.message)) throw error;
        return call('POST', '/api/auth/login', { body: account });
      });
      const cookie = response.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      members[i] = { id: json.id ?? json.user?.id, cookie };
    }),
  );
  const half = Math.ceil(roundCount / 2);
  const courses = [
    { name: 'Bench Links', rounds: half },
    { name: 'Bench Park', rounds: roundCount - half },
  ].filter((course) => course.rounds > 0);
  const { json: league } = await call('POST', '/api/leagues', {
    cookie: members[0].cookie,
    body: {
      name: `Load bench ${run}`,
      description: 'Seeded by bench/load',
      type: 'casual',
      privacy: 'public',
      maxPlayers: memberCount,
      courses,
      invitedMembers: [],
    },
  });
  await pool(
    8,
    members.slice(1).map((member) => () => call('POST', `/api/leagues/${league.id}/join`, { cookie: member.cookie })),
  );
  const writes = [];
  members.forEach((member, m) => {
    for (const course of courses) {
      for (let r = 0; r < course.rounds; r += 1) {
        writes.push(async () => {
          const { json: round } = await call('POST', '/api/rounds', {
            cookie: member.cookie,
            body: {
              leagueId: league.id,
              course: course.name,
              date: isoDaysAgo((m + r) % 60),
              score: 70 + ((m * 7 + r * 3) % 30),
              notes: `Round ${r + 1} on ${course.name}`,
            },
          });
          (member.rounds ??= []).push(round.id);
        });
      }
    }
  });
  await pool(8, writes);
  return { league, viewer: members[0], members };
}
