// The mixed load: the seeded members' sessions taking turns, each request one of the six reads a
// page makes (leaderboard, league, my leagues, recent rounds, current user, available leagues) as
// a browser sends it, or, one request in twenty, an edit of one of the member's own rounds (a
// write: it ends what the gateway's read cache kept, and changes the league's standings).

const READS = (leagueId) => [
  `/api/leagues/${leagueId}/leaderboard`,
  `/api/leagues/${leagueId}`,
  '/api/leagues/my',
  '/api/rounds/recent',
  '/api/auth/user',
  '/api/leagues/available',
];

/** Every `WRITE_EVERY`th request is a write (5 %). */
const WRITE_EVERY = 20;

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** autocannon's `requests` for the mixed load over `members` (`{ cookie, rounds }`) of `leagueId`. */
export function mixedRequests(leagueId, members) {
  const reads = READS(leagueId);
  let turn = 0;
  return [
    {
      setupRequest(request) {
        turn += 1;
        const member = members[turn % members.length];
        const headers = { ...request.headers, cookie: member.cookie };
        if (turn % WRITE_EVERY === 0 && member.rounds?.length) {
          const round = member.rounds[turn % member.rounds.length];
          return {
            ...request,
            method: 'PUT',
            path: `/api/rounds/${round}`,
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ date: yesterday(), score: 70 + (turn % 30), notes: 'Edited under load' }),
          };
        }
        const path = reads[Math.floor(turn / members.length) % reads.length];
        return { ...request, method: 'GET', path, headers, body: undefined };
      },
    },
  ];
}
