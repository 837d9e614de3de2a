// The release channel's data (docs/deploy.md, "Release channel"): every remote's channel, the
// operators' changes, and the key the visitor cookies are signed with. Its one user, the shell's
// server (web-server/src/release-channel.ts), runs plain Node: it loads this compiled
// (`npm run build:servers`: dist/release-store.js, `@fairway/data/compiled/release-store`).
import crypto from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { createSequelize } from './connection';
import { defineReleaseModels } from './models/release-channel';

/** A remote's channel: its stable and canary builds (null: none), the canary's share, the stable builds before. */
export interface ChannelState {
  stableUrl: string | null;
  canaryUrl: string | null;
  canaryPercent: number;
  history: string[];
}

/** One recorded change, newest first; `from`/`to` as the change showed them. */
export interface ChannelChangeRecord<Shown> {
  remote: string;
  action: string;
  actor: string;
  at: string;
  from: Shown;
  to: Shown;
}

export function createReleaseStore(sequelize: Sequelize) {
  const { ReleaseChannel, ReleaseChange, ServiceKey } = defineReleaseModels(sequelize);
  const stateOf = (row: InstanceType<typeof ReleaseChannel> | null): ChannelState => ({
    stableUrl: row?.stableUrl ?? null,
    canaryUrl: row?.canaryUrl ?? null,
    canaryPercent: row?.canaryPercent ?? 0,
    history: row ? (JSON.parse(row.history) as string[]) : [],
  });

  return {
    /** Every remote's channel, by remote (a remote never released has none). */
    async channels(): Promise<Map<string, ChannelState>> {
      const rows = await ReleaseChannel.findAll();
      return new Map(rows.map((row) => [row.remote, stateOf(row)]));
    },

    /** The key `name`, made and stored on first use: two replicas making it at once both get
     * the first one stored. */
    async key(name: string): Promise<string> {
      const existing = await ServiceKey.findByPk(name);
      if (existing) return existing.value;
      await ServiceKey.bulkCreate([{ name, value: crypto.randomBytes(32).toString('base64url') }], { ignoreDuplicates: true });
      const made = await ServiceKey.findByPk(name);
      if (!made) throw new Error(`the key ${name} could not be stored`);
      return made.value;
    },

    /**
     * Changes one remote's channel in a transaction (its row locked on MySQL): `decide` gets the
     * state and returns the next one and what the change record shows of both (it may throw to
     * refuse); the state and the record are written together.
     */
    async change<Shown>(
      remote: string,
      { action, actor }: { action: string; actor: string },
      decide: (from: ChannelState) => { to: ChannelState; shown: { from: Shown; to: Shown } },
    ): Promise<{ from: Shown; to: Shown }> {
      return sequelize.transaction(async (transaction) => {
        const row = await ReleaseChannel.findByPk(remote, { transaction, lock: transaction.LOCK.UPDATE });
        const { to, shown } = decide(stateOf(row));
        const values = {
          stableUrl: to.stableUrl,
          canaryUrl: to.canaryUrl,
          canaryPercent: to.canaryPercent,
          history: JSON.stringify(to.history),
        };
        if (row) await row.update(values, { transaction });
        else await ReleaseChannel.create({ remote, ...values }, { transaction });
        await ReleaseChange.create(
          { remote, action, actor, fromState: JSON.stringify(shown.from), toState: JSON.stringify(shown.to) },
          { transaction },
        );
        return shown;
      });
    },

    /** The latest `limit` changes, newest first. */
    async latestChanges<Shown>(limit: number): Promise<ChannelChangeRecord<Shown>[]> {
      const rows = await ReleaseChange.findAll({ order: [['id', 'DESC']], limit });
      return rows.map((row) => ({
        remote: row.remote,
        action: row.action,
        actor: row.actor,
        at: new Date(row.createdAt).toISOString(),
        from: JSON.parse(row.fromState) as Shown,
        to: JSON.parse(row.toState) as Shown,
      }));
    },

    close: () => sequelize.close(),
  };
}

export type ReleaseStore = ReturnType<typeof createReleaseStore>;

/** The store on its own connection to DATABASE_URL (mysql:// or sqlite:). */
export function openReleaseStore(url: string): ReleaseStore {
  return createReleaseStore(createSequelize(url).sequelize);
}
