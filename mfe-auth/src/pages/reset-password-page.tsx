import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { resetPasswordSchema, type ResetPasswordInput } from '@fairway/contracts';
import { runUserAction, toast, zodValidate } from '@fairway/platform';
import styled from 'styled-components';
import { useResetPasswordMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { ButtonRouterLink } from '../components/button-link';
import { PasswordField } from '../components/form-fields';

const validate = zodValidate(resetPasswordSchema);

const Done = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
`;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const [done, setDone] = useState(false);

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
