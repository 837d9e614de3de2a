import { addDays, PAR, SCORE_MAX, SCORE_MIN, TIME_SLOT_IDS, todayIso } from '@fairway/contracts';
import { openDatabase, type Database } from './database';
import { withoutWriteDeadline } from './write-deadline';
import { hashPassword } from './passwords';
import { refreshUserStats } from './queries/user-stats';
import { SEED_PASSWORD, seedLeagues, seedUsers, type SeedUserKey } from './seed-data';

const DAY = 24 * 60 * 60 * 1000;

/** Deterministic pseudo-random numbers so every seeded database looks the same. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Inserts the sample users, leagues, rounds and availability unless they exist already.
 * Returns false when the database was seeded before. */
export async function seed(db: Database, today = new Date()): Promise<boolean> {
  const { User, League, LeagueCourse, LeagueMembership, LeagueInvite, Round, Availability } = db.models;
  if (await User.findOne({ where: { email: seedUsers[0].email } })) return false;
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const random = sequence(42);

  // A script no client waits on: not held to a request's write deadline.
  await withoutWriteDeadline(() =>
    db.sequelize.transaction(async (transaction) => {
      const ids = {} as Record<SeedUserKey, string>;
      for (const [i, u] of seedUsers.entries()) {
        const created = await User.create(
          {
            email: u.email,
            passwordHash,
            firstName: u.firstName,
            lastName: u.lastName,
            handicap: u.handicap,
            createdAt: new Date(today.getTime() - (120 - i * 10) * DAY),
          },
          { transaction },
        );
        ids[u.key] = created.id;
      }

      const players = new Set<string>();
      for (const [leagueIndex, l] of seedLeagues.entries()) {
        const createdAt = new Date(today.getTime() - (90 - leagueIndex * 15) * DAY);
        const league = await League.create(
          {
            name: l.name,
            description: l.description,
            type: 'casual',
            privacy: l.privacy,
            createdBy: ids[l.creator],
            memberCount: l.members.length,
            maxMembers: l.maxMembers,
            endDate: l.endsInDays === null ? null : addDays(todayIso(today), l.endsInDays),
            createdAt,
          },
          { transaction },
        );
        await LeagueCourse.bulkCreate(
          l.courses.map((c, position) => ({ leagueId: league.id, name: c.name, rounds: c.rounds, position })),
          { transaction },
        );
        await LeagueMembership.bulkCreate(
          l.members.map((key, i) => ({
            leagueId: league.id,
            userId: ids[key],
            isAdmin: key === l.creator,
            joinedAt: new Date(createdAt.getTime() + i * DAY),
          })),
          { transaction },
        );
        if (l.invites) {
          await LeagueInvite.bulkCreate(
            l.invites.map((inv) => ({ leagueId: league.id, ...inv })),
            { transaction },
          );
        }

        for (const key of l.members) {
          const handicap = seedUsers.find((u) => u.key === key)!.handicap;
          for (const course of l.courses) {
            // Most members have played some, not all, of their rounds on each course.
            const played = Math.min(course.rounds, Math.floor(random() * (course.rounds + 1)));
            for (let r = 0; r < played; r++) {
              const daysAgo = 3 + Math.floor(random() * 50);
              const score = Math.max(SCORE_MIN, Math.min(SCORE_MAX, Math.round(PAR + handicap + (random() - 0.5) * 12)));
              const playedOn = new Date(today.getTime() - daysAgo * DAY);
              await Round.create(
                {
                  userId: ids[key],
                  leagueId: league.id,
                  course: course.name,
                  score,
                  date: addDays(todayIso(today), -daysAgo),
                  notes: random() > 0.6 ? 'Windy on the back nine.' : null,
                  createdAt: new Date(playedOn.getTime() + 6 * 60 * 60 * 1000),
                },
                { transaction },
              );
              players.add(ids[key]);
            }
          }
        }

        if (l.endsInDays === null || l.endsInDays > 0) {
          for (const key of l.members) {
            for (let d = 0; d < 7; d++) {
              if (random() < 0.6) continue;
              const date = addDays(todayIso(today), d);
              const timeSlot = TIME_SLOT_IDS[Math.floor(random() * TIME_SLOT_IDS.length)];
              await Availability.create(
                {
                  userId: ids[key],
                  leagueId: league.id,
                  date,
                  timeSlot,
                  preferredCourse: random() > 0.5 ? l.courses[0].name : null,
                  notes: random() > 0.7 ? 'Happy to walk.' : null,
                },
                { transaction },
              );
            }
          }
        }
      }

      // The stored user statistics and the memberships' round aggregates, by the one rule.
      await refreshUserStats(db.sequelize, [...players], transaction);
    }),
  );
  return true;
}

if (require.main === module) {
  const db = openDatabase(process.env.DATABASE_URL || undefined);
  db.migrate()
    .then(() => seed(db))
    .then((inserted) => {
      console.log(
        inserted
          ? `Seeded ${db.description}: ${seedUsers.length} users (password "${SEED_PASSWORD}"), ${seedLeagues.length} leagues.`
          : `${db.description} already holds the sample data; nothing inserted.`,
      );
      return db.close();
    })
    .catch(async (error) => {
      console.error(error);
      await db.close();
      process.exit(1);
    });
}
