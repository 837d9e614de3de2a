// What each operator change does to a channel (release-transitions.ts), and the canary's share
// and stickiness (visitor.ts): the rules alone, without a database or a server.
import crypto from 'node:crypto';
import { nextChannel, visible } from './release-transitions';
import { bucketOf } from './visitor';

const DEFAULT = 'http://localhost:3001/mf-manifest.json';
const A = 'http://localhost:3101/mf-manifest.json';
const B = 'http://localhost:3102/mf-manifest.json';
const none = { stableUrl: null, canaryUrl: null, canaryPercent: 0, history: [] };
const change = (action: string, extra: { manifestUrl?: string; percent?: number } = {}) => ({
  remote: 'auth',
  action,
  actor: 'ops',
  ...extra,
});

describe('operator changes', () => {
  it('activates a build and keeps the one it replaces for a rollback', () => {
    expect(nextChannel(none, change('activate', { manifestUrl: A }), DEFAULT)).toEqual({
      stableUrl: A,
      canaryUrl: null,
      canaryPercent: 0,
      history: [DEFAULT],
    });
  });

  it('starts a canary beside the stable build and promotes it, the old stable kept', () => {
    const stable = { stableUrl: A, canaryUrl: null, canaryPercent: 0, history: [DEFAULT] };
    const canary = nextChannel(stable, change('canary', { manifestUrl: B, percent: 10 }), A);
    expect(canary).toEqual({ ...stable, canaryUrl: B, canaryPercent: 10 });
    expect(nextChannel(canary, change('promote'), A)).toEqual({ stableUrl: B, canaryUrl: null, canaryPercent: 0, history: [DEFAULT, A] });
  });

  it('rolls back one step: a running canary ends first, then the stable build before returns', () => {
    const withCanary = { stableUrl: B, canaryUrl: A, canaryPercent: 50, history: [DEFAULT] };
    const ended = nextChannel(withCanary, change('rollback'), B);
    expect(ended).toEqual({ stableUrl: B, canaryUrl: null, canaryPercent: 0, history: [DEFAULT] });
    expect(nextChannel(ended, change('rollback'), B)).toEqual({ stableUrl: DEFAULT, canaryUrl: null, canaryPercent: 0, history: [] });
  });

  it('refuses a promote without a canary and a rollback with nothing before (409), an unknown action (400)', () => {
    expect(() => nextChannel(none, change('promote'), DEFAULT)).toThrow(expect.objectContaining({ status: 409 }));
    expect(() => nextChannel(none, change('rollback'), DEFAULT)).toThrow(
      expect.objectContaining({ status: 409, message: 'auth has no earlier build to roll back to' }),
    );
    expect(() => nextChannel(none, change('delete'), DEFAULT)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('shows a channel with no release of its own as the stable build everyone gets', () => {
    expect(visible(none, DEFAULT)).toEqual({ stableUrl: DEFAULT, canaryUrl: null, canaryPercent: 0 });
  });
});

describe('the canary share', () => {
  const visitors = Array.from({ length: 4000 }, () => crypto.randomBytes(16).toString('hex'));

  it('puts about the share asked for in the canary', () => {
    for (const percent of [5, 25, 50]) {
      const share = visitors.filter((visitor) => bucketOf(visitor, 'auth') < percent).length / visitors.length;
      expect(Math.abs(share - percent / 100)).toBeLessThan(0.03);
    }
  });

  it('keeps a visitor in one bucket per remote, and a visitor in a 10 % canary stays in at 20 %', () => {
    for (const visitor of visitors.slice(0, 50)) expect(bucketOf(visitor, 'auth')).toBe(bucketOf(visitor, 'auth'));
    const inAt10 = visitors.filter((visitor) => bucketOf(visitor, 'auth') < 10);
    expect(inAt10.every((visitor) => bucketOf(visitor, 'auth') < 20)).toBe(true);
  });
});
