// The tags a round write changes (lists, leaderboards, league figures, member counts, stats): a
// plain constant, so a remote bundles it (platform/state-free) instead of needing a shell whose
// platform exports it (docs/compatibility.md, "What a remote takes from the shared platform").
export const ROUND_WRITE_TAGS = ['Round', 'Leaderboard', 'League', 'Member', 'User'] as const;
