import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from './database';
import { migrations } from './migrations';
import { refreshUserStats } from './queries/user-stats';

const ALL = migrations.map((m) => m.name);

// The data layer cannot use @fairway/kit/testing (kit depends on data), so it makes its own
// throwaway database the same way.
type TestDatabase = Database & { name: string; url: string; drop(): Promise<void> };
async function createTestDatabase(): Promise<TestDatabase> {
  const name = `fairway_t_${randomBytes(6).toString('hex')}`;
  const url = `${(process.env.TEST_DATABASE_URL || 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '')}/${name}`;
  const db = openDatabase(url);
  await db.migrate();
  const drop = async () => {
    await db.sequelize.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await db.close();
  };
  return Object.assign(db, { name, url, drop });
}

const TABLES = [
  'availabilities',
  'domain_events',
  'email_digests',
  'invitation_sends',
  'league_contests',
  'league_courses',
  'league_events',
  'league_invites',
  'league_memberships',
  'league_standings',
  'leagues',
  'mail_outbox',
  'notification_preferences',
  'notifications',
  'password_reset_tokens',
  'release_changes',
  'release_channel',
  'round_edit_keys',
  'round_partners',
  'rounds',
  'schema_migrations',
  'service_keys',
  'sessions',
  'signature_nonces',
  'tee_group_members',
  'tee_groups',
  'unsubscribe_tokens',
  'users',
];

/** index name -> [unique, columns in order] */
const INDEXES: Record<string, [boolean, string[]]> = {
  users_email_unique: [true, ['email']],
  leagues_privacy_created_at: [false, ['privacy', 'createdAt']],
  leagues_created_at: [false, ['createdAt']],
  leagues_created_by: [false, ['createdBy']],
  league_courses_league_position: [false, ['leagueId', 'position']],
  league_memberships_league_user_unique: [true, ['leagueId', 'userId']],
  league_memberships_user_joined: [false, ['userId', 'joinedAt']],
  league_invites_league_email_unique: [true, ['leagueId', 'email']],
  league_invites_email: [false, ['email']],
  league_invites_token_hash_unique: [true, ['tokenHash']],
  league_events_league_created: [false, ['leagueId', 'createdAt']],
  league_contests_league_week: [false, ['leagueId', 'week']],
  mail_outbox_due: [false, ['sentAt', 'failedAt', 'nextAttemptAt']],
  release_changes_remote: [false, ['remote', 'id']],
  rounds_league_user_course: [false, ['leagueId', 'userId', 'course']],
  rounds_league_created_at: [false, ['leagueId', 'createdAt']],
  rounds_user_created_at: [false, ['userId', 'createdAt']],
  rounds_league_user_created_at: [false, ['leagueId', 'userId', 'createdAt']],
  rounds_user_idempotency_key_unique: [true, ['userId', 'idempotencyKey']],
  round_partners_round_user_unique: [true, ['roundId', 'userId']],
  round_partners_user_confirmed: [false, ['userId', 'confirmedAt']],
  round_edit_keys_user_key_unique: [true, ['userId', 'idempotencyKey']],
  round_edit_keys_round: [false, ['roundId']],
  availabilities_user_league_date_slot_unique: [true, ['userId', 'leagueId', 'date', 'timeSlot']],
  availabilities_league_date: [false, ['leagueId', 'date']],
  password_reset_tokens_token_hash_unique: [true, ['tokenHash']],
  password_reset_tokens_user: [false, ['userId']],
  sessions_expire: [false, ['expire']],
  sessions_user: [false, ['userId']],
  domain_events_due: [false, ['processedAt', 'failedAt', 'createdAt']],
  domain_events_dedupe_unique: [true, ['dedupeKey']],
  domain_events_league_created: [false, ['leagueId', 'createdAt']],
  notifications_event_user_kind_unique: [true, ['eventId', 'userId', 'kind']],
  notifications_user_created: [false, ['userId', 'createdAt']],
  notifications_user_read: [false, ['userId', 'readAt']],
  notifications_user_coalesce: [false, ['userId', 'coalesceKey', 'createdAt']],
  email_digests_user_kind_period_unique: [true, ['userId', 'kind', 'period']],
  invitation_sends_sender_kind_created: [false, ['senderId', 'kind', 'createdAt']],
  invitation_sends_invite_created: [false, ['inviteId', 'createdAt']],
  unsubscribe_tokens_user: [false, ['userId']],
  tee_groups_league_week: [false, ['leagueId', 'week', 'position']],
  tee_group_members_league_week_user_unique: [true, ['leagueId', 'week', 'userId']],
  tee_group_members_group: [false, ['groupId']],
  tee_group_members_user_week: [false, ['userId', 'week']],
};

describe('migrations on MySQL/MariaDB', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('create every table with utf8mb4', async () => {
    const [rows] = (await db.sequelize.query(
      'SELECT TABLE_NAME AS name, TABLE_COLLATION AS collation FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME',
      { replacements: [db.name] },
    )) as [Array<{ name: string; collation: string }>, unknown];
    expect(rows.map((r) => r.name).sort()).toEqual(TABLES);
    for (const row of rows) expect(row.collation).toMatch(/^utf8mb4/);
  });

  it('create every index', async () => {
    const [rows] = (await db.sequelize.query(
      `SELECT INDEX_NAME AS name, NON_UNIQUE AS nonUnique, COLUMN_NAME AS col
         FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = ? ORDER BY INDEX_NAME, SEQ_IN_INDEX`,
      { replacements: [db.name] },
    )) as [Array<{ name: string; nonUnique: number | string; col: string }>, unknown];
    const found: Record<string, [boolean, string[]]> = {};
    for (const r of rows) {
      found[r.name] ??= [Number(r.nonUnique) === 0, []];
      found[r.name][1].push(r.col);
    }
    for (const [name, spec] of Object.entries(INDEXES)) expect([name, found[name]]).toEqual([name, spec]);
  });

  it('are idempotent: a second run applies nothing and keeps the data', async () => {
    await db.models.User.create({ email: 'keep@example.test', passwordHash: 'x', firstName: 'K', lastName: 'P' });
    expect(await db.migrate()).toEqual([]);
    expect(await db.models.User.count()).toBe(1);
  });

  it('report as pending exactly the migrations the database has not recorded', async () => {
    expect(await db.pendingMigrations()).toEqual([]);
    const last = ALL[ALL.length - 1];
    await db.sequelize.query('DELETE FROM schema_migrations WHERE name = ?', { replacements: [last] });
    try {
      expect(await db.pendingMigrations()).toEqual([last]);
    } finally {
      await db.sequelize.query('INSERT INTO schema_migrations (name) VALUES (?)', { replacements: [last] });
    }
  });

  it('serialise concurrent runs on a fresh database (every server migrates at start)', async () => {
    const fresh = await createTestDatabase();
    await fresh.drop();
    const a = openDatabase(fresh.url);
    const b = openDatabase(fresh.url);
    try {
      const [ra, rb] = await Promise.all([a.migrate(), b.migrate()]);
      expect([...ra, ...rb].sort()).toEqual(ALL);
    } finally {
      await a.sequelize.query(`DROP DATABASE IF EXISTS \`${fresh.name}\``);
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('give mail bodies room past 64 KB (a recap of someone in many leagues)', async () => {
    const [rows] = (await db.sequelize.query(
      "SELECT COLUMN_NAME AS col, DATA_TYPE AS type FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = 'mail_outbox' AND COLUMN_NAME IN ('text', 'html') ORDER BY COLUMN_NAME",
      { replacements: [db.name] },
    )) as [Array<{ col: string; type: string }>, unknown];
    expect(rows).toEqual([
      { col: 'html', type: 'mediumtext' },
      { col: 'text', type: 'mediumtext' },
    ]);
    const body = 'x'.repeat(200_000);
    const row = await db.models.MailOutbox.create({
      recipient: 'big@example.test',
      subject: 'Big',
      text: body,
      html: body,
      nextAttemptAt: new Date(),
    });
    expect((await db.models.MailOutbox.findByPk(row.id))?.text).toHaveLength(200_000);
  });

  it('keep timestamps to the millisecond, so rows created within one second still order', async () => {
    const createdAt = new Date('2026-03-01T10:00:00.123Z');
    const user = await db.models.User.create({ email: 'ms@example.test', passwordHash: 'x', firstName: 'M', lastName: 'S', createdAt });
    const stored = await db.models.User.findByPk(user.id);
    expect(stored?.createdAt.toISOString()).toBe('2026-03-01T10:00:00.123Z');
  });

  it('apply the spec defaults and cascade deletes from users and leagues', async () => {
    const { User, League, LeagueCourse, LeagueMembership, Round, Availability, PasswordResetToken } = db.models;
    const user = await User.create({ email: 'c@example.test', passwordHash: 'x', firstName: 'C', lastName: 'D' });
    await user.reload();
    expect(Number(user.handicap)).toBe(0);
    expect(user.totalRounds).toBe(0);
    const league = await League.create({ name: 'L', createdBy: user.id });
    await league.reload();
    expect([league.memberCount, league.maxMembers, league.isActive, league.type, league.privacy]).toEqual([
      1,
      10,
      true,
      'casual',
      'public',
    ]);
    await LeagueCourse.create({ leagueId: league.id, name: 'Course' });
    await LeagueMembership.create({ leagueId: league.id, userId: user.id });
    await Round.create({ leagueId: league.id, userId: user.id, course: 'Course', score: 80, date: '2026-01-02' });
    await Availability.create({ leagueId: league.id, userId: user.id, date: '2026-01-02', timeSlot: 'morning' });
    await PasswordResetToken.create({ userId: user.id, tokenHash: 'abc', expiresAt: new Date() });
    await expect(Availability.create({ leagueId: league.id, userId: user.id, date: '2026-01-02', timeSlot: 'morning' })).rejects.toThrow();

    await league.destroy();
    expect(await LeagueCourse.count({ where: { leagueId: league.id } })).toBe(0);
    expect(await Round.count({ where: { userId: user.id } })).toBe(0);
    expect(await Availability.count({ where: { userId: user.id } })).toBe(0);
    await user.destroy();
    expect(await PasswordResetToken.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('migrations on SQLite (embedded mode)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-sqlite-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('create the schema once, enforce foreign-key cascades and unique keys', async () => {
    const db = openDatabase(`sqlite:${path.join(dir, 'test.sqlite')}`);
    try {
      expect(await db.pendingMigrations()).toEqual(ALL);
      expect(await db.migrate()).toEqual(ALL);
      expect(await db.pendingMigrations()).toEqual([]);
      expect(await db.migrate()).toEqual([]);
      const user = await db.models.User.create({ email: 'e@example.test', passwordHash: 'x', firstName: 'E', lastName: 'F' });
      const league = await db.models.League.create({ name: 'L', createdBy: user.id });
      await db.models.LeagueMembership.create({ leagueId: league.id, userId: user.id });
      await expect(db.models.LeagueMembership.create({ leagueId: league.id, userId: user.id })).rejects.toThrow();
      await user.destroy();
      expect(await db.models.League.count()).toBe(0);
      expect(await db.models.LeagueMembership.count()).toBe(0);
    } finally {
      await db.close();
    }
  });
});

/** The memberships' round aggregates (the leaderboard's read model) follow every round write
 * through refreshUserStats, on both databases. */
async function checkMembershipAggregates(db: Database) {
  const { User, League, LeagueMembership, Round } = db.models;
  const user = await User.create({ email: `agg-${Date.now()}@example.test`, passwordHash: 'x', firstName: 'A', lastName: 'G' });
  const other = await User.create({ email: `agg-o-${Date.now()}@example.test`, passwordHash: 'x', firstName: 'O', lastName: 'G' });
  const [a, b] = [await League.create({ name: 'A', createdBy: user.id }), await League.create({ name: 'B', createdBy: user.id })];
  for (const league of [a, b]) await LeagueMembership.create({ leagueId: league.id, userId: user.id });
  await LeagueMembership.create({ leagueId: a.id, userId: other.id });
  const aggregates = async (leagueId: string, userId = user.id) => {
    const row = await LeagueMembership.findOne({ where: { leagueId, userId }, raw: true });
    return [Number(row!.roundCount), Number(row!.scoreSum), row!.bestScore === null ? null : Number(row!.bestScore)];
  };
  expect(await aggregates(a.id)).toEqual([0, 0, null]);

  const round = { userId: user.id, course: 'C', date: '2026-01-02' };
  await Round.bulkCreate([
    { ...round, leagueId: a.id, score: 80 },
    { ...round, leagueId: a.id, score: 90 },
    { ...round, leagueId: b.id, score: 75 },
    { ...round, userId: other.id, leagueId: a.id, score: 70 },
  ]);
  await refreshUserStats(db.sequelize, [user.id]);
  expect(await aggregates(a.id)).toEqual([2, 170, 80]);
  expect(await aggregates(b.id)).toEqual([1, 75, 75]);
  // Only the named users' memberships are written.
  expect(await aggregates(a.id, other.id)).toEqual([0, 0, null]);

  // A round write names its league: the user's other memberships are not touched (not locked).
  await Round.create({ ...round, leagueId: b.id, score: 71 });
  await Round.destroy({ where: { leagueId: a.id, userId: user.id, score: 80 } });
  await refreshUserStats(db.sequelize, [user.id], undefined, b.id);
  expect(await aggregates(b.id)).toEqual([2, 146, 71]);
  expect(await aggregates(a.id)).toEqual([2, 170, 80]);
  // null: the users' stats only (their memberships went with a league or a leave).
  await refreshUserStats(db.sequelize, [user.id, other.id], undefined, null);
  expect(await aggregates(a.id)).toEqual([2, 170, 80]);
  await refreshUserStats(db.sequelize, [user.id, other.id]);
  expect(await aggregates(a.id)).toEqual([1, 90, 90]);
  expect(await aggregates(a.id, other.id)).toEqual([1, 70, 70]);
}

describe('membership round aggregates', () => {
  it('are maintained on MySQL/MariaDB', async () => {
    const db = await createTestDatabase();
    try {
      await checkMembershipAggregates(db);
    } finally {
      await db.drop();
    }
  });

  it('are maintained on SQLite', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-sqlite-agg-'));
    const db = openDatabase(`sqlite:${path.join(dir, 'test.sqlite')}`);
    try {
      await db.migrate();
      await checkMembershipAggregates(db);
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
