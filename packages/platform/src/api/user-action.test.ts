import { getToasts, resetToasts } from '../toast/toast-store';
import { runUserAction } from './user-action';

afterEach(resetToasts);

const shown = () => getToasts().filter((item) => item.open);
const toasts = {
  success: { title: 'Joined League', description: 'You are now a member of Sunday Club.' },
  failure: { title: 'Error', fallback: 'Failed to join league. Please try again.' },
};

describe('runUserAction', () => {
  it('shows the success toast and resolves true when the action succeeds', async () => {
    await expect(runUserAction(() => Promise.resolve({ id: 'l-1' }), toasts)).resolves.toBe(true);
    expect(shown().map(({ title, description }) => ({ title, description }))).toEqual([toasts.success]);
  });

  it("shows the failure toast with the server's message and resolves false when it fails", async () => {
    const conflict = { status: 409, message: '409: x', data: { message: 'Already a member' } };
    await expect(runUserAction(() => Promise.reject(conflict), toasts)).resolves.toBe(false);
    expect(shown().map(({ title, description, variant }) => ({ title, description, variant }))).toEqual([
      { title: 'Error', description: 'Already a member', variant: 'destructive' },
    ]);
  });

  it('leaves a 401 to the platform unless the action answers with it (a wrong password)', async () => {
    const unauthorized = { status: 401, message: '401: x', data: { message: 'Invalid email or password' } };
    await expect(runUserAction(() => Promise.reject(unauthorized), toasts)).resolves.toBe(false);
    expect(shown()).toEqual([]);
    const login = {
      ...toasts,
      failure: { title: 'Login Failed', fallback: 'Please check your email and password.', showUnauthorized: true },
    };
    await expect(runUserAction(() => Promise.reject(unauthorized), login)).resolves.toBe(false);
    expect(shown().map(({ title, description }) => ({ title, description }))).toEqual([
      { title: 'Login Failed', description: 'Invalid email or password' },
    ]);
  });
});
