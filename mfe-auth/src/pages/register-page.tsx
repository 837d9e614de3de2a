// Registration, then the golfer's handicap (skippable: handicap-step.tsx), then
// the dashboard, or the league invitation that brought them here (pending-invitation.ts).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PRODUCT_NAME, registerSchema, type RegisterInput, type User } from '@fairway/contracts';
import { runUserAction, zodValidate } from '@fairway/platform';
import { takeInvitationTarget } from '@fairway/platform/state-free';
import styled from 'styled-components';
import { useRegisterMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { TextField } from '@fairway/platform/forms';
import { PasswordField } from '../components/form-fields';
import { HandicapStep } from '../components/handicap-step';
import { InvitationNote } from '../components/invitation-note';

const validate = zodValidate(registerSchema);

const NameRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
`;

export function RegisterPage() {
  const [register] = useRegisterMutation();
  const navigate = useNavigate();
  const [registered, setRegistered] = useState<User | null>(null);

  async function onSubmit(values: RegisterInput) {
    let user: User | null = null;
    await runUserAction(
      async () => {
        user = await register(registerSchema.parse(values)).unwrap();
      },
      {
        success: { title: `Welcome to ${PRODUCT_NAME}!`, description: 'Your account has been created successfully.' },
        failure: { title: 'Registration Failed', fallback: 'Please check your information and try again.', showUnauthorized: true },
      },
    );
    setRegistered(user);
  }

  if (registered) {
    return (
      <AuthCard
        title="What's your handicap?"
        description="Net standings take it off your scores. You can change it any time on your profile."
      >
        <HandicapStep user={registered} onDone={() => navigate(takeInvitationTarget('/'))} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={`Join ${PRODUCT_NAME}`}
      description="Create your account and start playing"
      footer={
        <span>
          Already have an account? <Link to="/login">Sign in</Link>
        </span>
      }
    >
      <InvitationNote action="Create your account" />
      <AuthForm<RegisterInput>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={{ firstName: '', lastName: '', email: '', password: '' }}
        label="Create account"
        submitLabel="Create Account"
        busyLabel="Creating account..."
      >
        <NameRow>
          <TextField name="firstName" label="First Name" autoComplete="given-name" placeholder="John" />
          <TextField name="lastName" label="Last Name" autoComplete="family-name" placeholder="Doe" />
        </NameRow>
        <TextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        <PasswordField name="password" label="Password" placeholder="Minimum 6 characters" autoComplete="new-password" />
      </AuthForm>
    </AuthCard>
  );
}
