import { shownError } from './shown-error';

describe('shownError', () => {
  it('shows nothing before a submit was tried', () => {
    expect(shownError({ submitFailed: false, error: 'Email is required' })).toBeUndefined();
  });

  it('shows the validation error, else the submission error, once a submit failed', () => {
    expect(shownError({ submitFailed: true, error: 'Email is required', submitError: 'Taken' })).toBe('Email is required');
    expect(shownError({ submitFailed: true, submitError: 'Taken' })).toBe('Taken');
    expect(shownError({ submitFailed: true })).toBeUndefined();
  });

  it('ignores nested (array or object) errors, which belong to the inner fields', () => {
    expect(shownError({ submitFailed: true, error: [{ name: 'Course name is required' }] })).toBeUndefined();
  });
});
