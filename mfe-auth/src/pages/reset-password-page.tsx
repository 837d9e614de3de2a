// Reset Password, opened from the emailed link /reset-password?token=...: the
// link is checked first, so a used or expired one is refused before a new password is typed
// (with a way to ask for a new link); opened while signed in, it offers to sign out and go on
// (the link may be for another account, and a signed-in reset would leave this session open).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { resetPasswordSchema, type ResetPasswordInput } from '@fairway/contracts';
import {
  api,
  clearOfflineData,
  errorText,
  runUserAction,
  toast,
  useAppDispatch,
  useCurrentUser,
  useLogoutMutation,
  zodValidate,
} from '@fairway/platform';
import { Button, Spinner } from '@fairway/ui';
import styled from 'styled-components';
import { useCheckResetTokenMutation, useResetPasswordMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { ButtonRouterLink } from '../components/button-link';
import { PasswordField } from '../components/form-fields';
import { loadPage } from '../navigation';

const validate = zodValidate(resetPasswordSchema);

const Done = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
`;

const RESET_REFUSED_FALLBACK = 'Failed to reset password. The link may be expired or invalid.';

type LinkState = { state: 'checking' } | { state: 'usable' } | { state: 'refused'; message: string };

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  // The link's token as the page opened: leaving for /login must not read as a link without one.
  const [token] = useState(() => params.get('token') ?? '');
  const { user, isLoading } = useCurrentUser();
  // Not checked (nor offered) before it is known whether someone is signed in here.
  if (isLoading) return null;
  if (token && user) return <SignedInReset email={user.email} />;
  return <ResetWithLink token={token} />;
}

/** The link opened in a signed-in browser: sign out (this browser only), then the same link again. */
function SignedInReset({ email }: { email: string }) {
  const { pathname, search } = useLocation();
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  async function signOutAndContinue() {
    try {
      await logout().unwrap();
    } catch (error) {
      toast({ title: 'Logout failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
      return;
    }
    dispatch(api.util.resetApiState());
    await clearOfflineData();
    // A full load: the page starts signed out, with nothing of this session cached.
    loadPage(pathname + search);
  }
  return (
    <AuthCard title="Reset your password" description={`You are signed in as ${email}.`}>
      <Done>This link resets the password of an account. Sign out here to continue with it.</Done>
      <Button $block onClick={() => void signOutAndContinue()} disabled={isLoading}>
        {isLoading ? 'Signing out...' : 'Sign out and continue'}
      </Button>
      <ButtonRouterLink to="/" $variant="ghost" $block>
        Keep me signed in
      </ButtonRouterLink>
    </AuthCard>
  );
}

function ResetWithLink({ token }: { token: string }) {
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const [checkToken] = useCheckResetTokenMutation();
  const [done, setDone] = useState(false);
  const [link, setLink] = useState<LinkState>({ state: 'checking' });

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    checkToken({ token })
      .unwrap()
      .then(
        () => live && setLink({ state: 'usable' }),
        (error: unknown) => {
          // Only the server's refusal says the link is spent; no answer leaves the form to try.
          const status = (error as { status?: unknown }).status;
          if (!live) return;
          setLink(status === 400 ? { state: 'refused', message: errorText(error, RESET_REFUSED_FALLBACK) } : { state: 'usable' });
        },
      );
    return () => {
      live = false;
    };
  }, [token, checkToken]);

  useEffect(() => {
    if (token) return;
    toast({ title: 'Invalid reset link', description: 'No reset token found in the URL.', variant: 'destructive' });
    navigate('/forgot-password', { replace: true });
  }, [token, navigate]);

  async function onSubmit(values: ResetPasswordInput) {
    const reset = await runUserAction(() => resetPassword(resetPasswordSchema.parse(values)).unwrap(), {
      success: { title: 'Password reset successful', description: 'You can now log in with your new password.' },
      failure: { title: 'Reset failed', fallback: 'Failed to reset password. The link may be expired or invalid.', showUnauthorized: true },
    });
    if (reset) setDone(true);
  }

  if (!token) return null;

  if (link.state === 'checking') {
    return (
      <AuthCard title="Reset your password" description="Checking your reset link...">
        <Spinner />
      </AuthCard>
    );
  }

  if (link.state === 'refused') {
    return (
      <AuthCard title="This reset link cannot be used">
        <Done role="alert">{link.message} Reset links work once, for one hour.</Done>
        <ButtonRouterLink to="/forgot-password" $block>
          Request a new link
        </ButtonRouterLink>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title="Password reset successful">
        <Done>Your password has been changed. You can now log in with your new password.</Done>
        <ButtonRouterLink to="/login" $block>
          Continue to login
        </ButtonRouterLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your password" description="Enter your new password below.">
      {/* The token travels as a form value so the one shared schema validates the whole call. */}
      <AuthForm<ResetPasswordInput>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={{ token, newPassword: '', confirmPassword: '' }}
        label="Reset password"
        submitLabel="Reset password"
        busyLabel="Resetting..."
      >
        <PasswordField name="newPassword" label="New Password" placeholder="Minimum 6 characters" autoComplete="new-password" />
        <PasswordField name="confirmPassword" label="Confirm New Password" autoComplete="new-password" />
      </AuthForm>
    </AuthCard>
  );
}
