import { Link, useNavigate } from 'react-router-dom';
import { loginSchema, type LoginInput } from '@fairway/contracts';
import { runUserAction, zodValidate } from '@fairway/platform';
import { takeInvitationTarget } from '@fairway/platform/state-free';
import { useLoginMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { TextField } from '@fairway/platform/forms';
import { PasswordField } from '../components/form-fields';
import { InvitationNote } from '../components/invitation-note';

const validate = zodValidate(loginSchema);

export function LoginPage() {
  const [login] = useLoginMutation();
  const navigate = useNavigate();

  async function onSubmit(values: LoginInput) {
    const signedIn = await runUserAction(() => login(loginSchema.parse(values)).unwrap(), {
      success: { title: 'Welcome back!', description: 'You have successfully logged in.' },
      failure: { title: 'Login Failed', fallback: 'Please check your email and password.', showUnauthorized: true },
    });
    // The league invitation that sent a signed-out golfer here, if any (pending-invitation.ts).
    if (signedIn) navigate(takeInvitationTarget('/'));
  }

  return (
    <AuthCard
      title="Welcome Back"
      description="Sign in to your account"
      footer={
        <>
          <Link to="/forgot-password">Forgot your password?</Link>
          <span>
            Don&apos;t have an account? <Link to="/register">Sign up</Link>
          </span>
        </>
      }
    >
      <InvitationNote action="Sign in" />
      <AuthForm<LoginInput>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={{ email: '', password: '' }}
        label="Sign in"
        submitLabel="Sign In"
        busyLabel="Signing in..."
      >
        <TextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        <PasswordField name="password" label="Password" placeholder="Enter your password" />
      </AuthForm>
    </AuthCard>
  );
}
