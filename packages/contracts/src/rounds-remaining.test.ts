import { allowedRounds, courseAvailability, findCourse, leagueCourseAvailability, roundsRemainingLabel } from './rounds-remaining';

describe('rounds remaining per course', () => {
  it('a course without a rounds value allows 1', () => {
    expect(allowedRounds({ name: 'A' })).toBe(1);
    expect(allowedRounds({ name: 'A', rounds: null })).toBe(1);
    expect(allowedRounds({ name: 'A', rounds: 0 })).toBe(1);
    expect(allowedRounds({ name: 'A', rounds: 3 })).toBe(3);
  });

  it('labels follow the spec', () => {
    expect(roundsRemainingLabel(0, 2)).toBe('All 2 rounds completed');
    expect(roundsRemainingLabel(1, 2)).toBe('1 of 2 rounds remaining');
  });

  it('available = allowed minus the user rounds on that course, never negative', () => {
    expect(courseAvailability({ name: 'A', rounds: 2 }, 1)).toMatchObject({ remaining: 1, completed: false });
    expect(courseAvailability({ name: 'A', rounds: 2 }, 3)).toMatchObject({
      remaining: 0,
      completed: true,
      label: 'All 2 rounds completed',
    });
  });

  it('counts only rounds on the same course (trimmed, case-insensitive)', () => {
    const result = leagueCourseAvailability(
      [{ name: 'Pines', rounds: 2 }, { name: 'Oaks' }],
      [{ course: 'pines ' }, { course: 'Pines' }, { course: 'Elms' }],
    );
    expect(result.map((course) => course.label)).toEqual(['All 2 rounds completed', '1 of 1 round remaining']);
    expect(findCourse([{ name: 'Oaks' }], ' OAKS')?.name).toBe('Oaks');
    expect(findCourse([{ name: 'Oaks' }], 'Elms')).toBeUndefined();
  });
});
