import { act, renderHook } from '@testing-library/react';
import { browserNavigation } from '../browser-navigation';
import { enterDemo, exitDemo, isDemoMode, useDemoMode } from './demo-flag';

function visit(url: string) {
  window.history.replaceState(null, '', url);
}

afterEach(() => {
  visit('/');
  jest.restoreAllMocks();
});

describe('demo flag', () => {
  it('is off by default', () => {
    expect(isDemoMode()).toBe(false);
  });

  it('is on when the path contains /demo, the query has demo=true, or the stored flag is "true"', () => {
    visit('/demo');
    expect(isDemoMode()).toBe(true);
    visit('/leagues?demo=true');
    expect(isDemoMode()).toBe(true);
    visit('/leagues?demo=false');
    expect(isDemoMode()).toBe(false);
    window.localStorage.setItem('demoMode', 'true');
    expect(isDemoMode()).toBe(true);
  });

  it('entering stores the flag and goes to /; leaving clears it and goes to /', () => {
    const go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    enterDemo();
    expect(window.localStorage.getItem('demoMode')).toBe('true');
    expect(go).toHaveBeenLastCalledWith('/');
    exitDemo();
    expect(window.localStorage.getItem('demoMode')).toBeNull();
    expect(go).toHaveBeenCalledTimes(2);
  });

  it('useDemoMode re-checks when browser storage changes', () => {
    const { result } = renderHook(() => useDemoMode());
    expect(result.current).toBe(false);
    act(() => {
      window.localStorage.setItem('demoMode', 'true');
      window.dispatchEvent(new StorageEvent('storage', { key: 'demoMode', newValue: 'true' }));
    });
    expect(result.current).toBe(true);
  });
});
