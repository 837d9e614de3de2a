import { getToasts, resetToasts } from '../toast/toast-store';
import { failureToast } from './failure-toast';

afterEach(resetToasts);

const shown = () => getToasts().filter((item) => item.open);

describe('failureToast', () => {
  it("shows the server's message under the title, else the fallback", () => {
    failureToast({ status: 409, message: '409: x', data: { message: 'Already a member' } }, 'Error', 'Failed to join league.');
    expect(shown().map(({ title, description, variant }) => ({ title, description, variant }))).toEqual([
      { title: 'Error', description: 'Already a member', variant: 'destructive' },
    ]);
    failureToast(new Error('network'), 'Update Failed', 'Failed to update profile.');
    expect(shown().map((item) => item.description)).toEqual(['Failed to update profile.']);
  });

  it("stays quiet on a 401, leaving the platform's 'Unauthorized' toast", () => {
    failureToast({ status: 401, message: '401: Unauthorized' }, 'Error', 'Failed to join league.');
    expect(shown()).toEqual([]);
  });
});
