import {
  COMPLETION_REASON_TEXT,
  completionReason,
  isLeagueComplete,
  isLeagueEnded,
  leagueDisplayStatus,
  requiredRounds,
} from './league-status';

const today = '2026-06-15';

describe('isLeagueEnded', () => {
  it('is ended when the end date is today or earlier', () => {
    expect(isLeagueEnded('2026-06-15', today)).toBe(true);
    expect(isLeagueEnded('2026-06-14', today)).toBe(true);
    expect(isLeagueEnded('2026-06-16', today)).toBe(false);
    expect(isLeagueEnded(null, today)).toBe(false);
  });
});

describe('requiredRounds', () => {
  it('sums the course rounds, a course without a value counting 1', () => {
    expect(requiredRounds([{ rounds: 3 }, { rounds: 2 }])).toBe(5);
    expect(requiredRounds([{ rounds: 2 }, {}, { rounds: null }])).toBe(4);
  });
});

describe('completion', () => {
  const courses = [{ rounds: 2 }, { rounds: 1 }];
  it('is complete once the end date is reached', () => {
    expect(completionReason({ endDate: today, courses, memberRoundCounts: [0, 0] }, today)).toBe('ended');
  });
  it('is complete when every member has at least the required rounds', () => {
    expect(completionReason({ endDate: null, courses, memberRoundCounts: [3, 4] }, today)).toBe('allRoundsSubmitted');
    expect(isLeagueComplete({ endDate: '2027-01-01', courses, memberRoundCounts: [3, 4] }, today)).toBe(true);
  });
  it('is not complete while one member is short', () => {
    expect(isLeagueComplete({ endDate: null, courses, memberRoundCounts: [3, 2] }, today)).toBe(false);
  });
  it('is not complete by rounds without members', () => {
    expect(isLeagueComplete({ endDate: null, courses, memberRoundCounts: [] }, today)).toBe(false);
  });
  it('has the banner texts', () => {
    expect(COMPLETION_REASON_TEXT.ended).toBe('End date has been reached');
    expect(COMPLETION_REASON_TEXT.allRoundsSubmitted).toBe('All members have finished their rounds');
  });
});

describe('leagueDisplayStatus', () => {
  it('shows Complete, then Active or Inactive', () => {
    expect(leagueDisplayStatus({ isComplete: true, isActive: true })).toBe('Complete');
    expect(leagueDisplayStatus({ isComplete: false, isActive: true })).toBe('Active');
    expect(leagueDisplayStatus({ isComplete: false, isActive: false })).toBe('Inactive');
  });
});
