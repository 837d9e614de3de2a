import { Form } from 'react-final-form';
import { changePasswordSchema, PASSWORD_CHANGE_REDIRECT_MS, type ChangePasswordInput } from '@fairway/contracts';
import {
  api,
  currentUserApi,
  type HostedDialogProps,
  runUserAction,
  useAppDispatch,
  useCurrentUser,
  useLogoutMutation,
  zodValidate,
} from '@fairway/platform';
import { Dialog, SubmitActions } from '@fairway/ui';
import { useChangePasswordMutation } from '../api';
import { loadPage } from '../navigation';
import { DemoNote } from './demo-note';
import { PasswordField } from './form-fields';

const validate = zodValidate(changePasswordSchema);

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** On success every cached query goes, and after 2 s the session is ended (other sessions
 * already were, at the gateway) and a full load of / starts the signed-out app from a clean
 * state, so no screen keeps showing data of the ended session. */
export function ChangePasswordDialog({ open, onClose }: HostedDialogProps) {
  const [changePassword] = useChangePasswordMutation();
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const { user, isDemo } = useCurrentUser();

  async function onSubmit(values: ChangePasswordInput) {
    const changed = await runUserAction(() => changePassword(changePasswordSchema.parse(values)).unwrap(), {
      success: { title: 'Password changed', description: 'Please sign in again with your new password.' },
      failure: { title: 'Password change failed', fallback: 'Failed to change password. Please try again.', showUnauthorized: true },
    });
    if (!changed) return;
    dispatch(api.util.resetApiState());
    // Keep the user in the emptied cache: the member-route gate must not see "signed out" and
    // send the browser to /api/login before our own redirect.
    if (user) dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, user));
    onClose();
    // The session ends right before the reload: the screens still mounted refetch after the
    // cache reset, and with the session already gone they would answer 401 and redirect to login.
    // A failed logout must not turn the changed password into an error.
    setTimeout(async () => {
      await logout()
        .unwrap()
        .catch(() => undefined);
      loadPage('/');
    }, PASSWORD_CHANGE_REDIRECT_MS);
  }

  return (
    <Dialog open={open} onClose={onClose} title="Change Password" description="Enter your current password and choose a new one.">
      <Form<ChangePasswordInput> onSubmit={onSubmit} validate={validate} initialValues={EMPTY}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Change password">
            <PasswordField name="currentPassword" label="Current Password" autoComplete="current-password" />
            <PasswordField name="newPassword" label="New Password" placeholder="Minimum 6 characters" autoComplete="new-password" />
            <PasswordField name="confirmPassword" label="Confirm New Password" autoComplete="new-password" />
            {isDemo ? <DemoNote>Demo mode: register to set a password of your own.</DemoNote> : null}
            <SubmitActions onCancel={onClose} label="Change Password" busyLabel="Changing..." submitting={submitting} disabled={isDemo} />
          </form>
        )}
      </Form>
    </Dialog>
  );
}
