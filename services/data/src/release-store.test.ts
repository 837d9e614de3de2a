// The release channel's store on both databases: a change writes the state and its record in one
// transaction, a refused change writes neither, and the visitor key is made once.
import { describeOnEachDatabase } from '@fairway/kit/testing/each-database';
import { createReleaseStore, type ChannelState } from './release-store';

const A = 'http://localhost:3101/mf-manifest.json';
const B = 'http://localhost:3102/mf-manifest.json';
const shown = (state: ChannelState) => ({ stableUrl: state.stableUrl, canaryPercent: state.canaryPercent });

describeOnEachDatabase((t) => {
  const store = () => createReleaseStore(t.db.sequelize);

  it('writes a change and its record together, and reads them back', async () => {
    const releases = store();
    const first = await releases.change('auth', { action: 'activate', actor: 'ops' }, (from) => {
      const to = { stableUrl: A, canaryUrl: null, canaryPercent: 0, history: [...from.history, 'http://localhost:3001/mf-manifest.json'] };
      return { to, shown: { from: shown(from), to: shown(to) } };
    });
    expect(first).toEqual({ from: { stableUrl: null, canaryPercent: 0 }, to: { stableUrl: A, canaryPercent: 0 } });
    await releases.change('auth', { action: 'canary', actor: 'ops' }, (from) => {
      const to = { ...from, canaryUrl: B, canaryPercent: 25 };
      return { to, shown: { from: shown(from), to: shown(to) } };
    });
    expect((await releases.channels()).get('auth')).toEqual({
      stableUrl: A,
      canaryUrl: B,
      canaryPercent: 25,
      history: ['http://localhost:3001/mf-manifest.json'],
    });
    const changes = await releases.latestChanges(10);
    expect(changes.map((change) => [change.remote, change.action, change.actor])).toEqual([
      ['auth', 'canary', 'ops'],
      ['auth', 'activate', 'ops'],
    ]);
    expect(changes[0]!.to).toEqual({ stableUrl: A, canaryPercent: 25 });
    expect(Number.isNaN(Date.parse(changes[0]!.at))).toBe(false);
  });

  it('writes nothing when the decision refuses the change', async () => {
    const releases = store();
    const before = await releases.latestChanges(100);
    await expect(
      releases.change('leagues', { action: 'promote', actor: 'ops' }, () => {
        throw Object.assign(new Error('leagues has no canary to promote'), { status: 409 });
      }),
    ).rejects.toMatchObject({ status: 409 });
    expect((await releases.channels()).has('leagues')).toBe(false);
    expect(await releases.latestChanges(100)).toEqual(before);
  });

  it('makes a key once: every caller, at once or later, gets the first one stored', async () => {
    const [a, b] = await Promise.all([store().key('release-visitor-test'), store().key('release-visitor-test')]);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b).toBe(a);
    expect(await store().key('release-visitor-test')).toBe(a);
  });
});
