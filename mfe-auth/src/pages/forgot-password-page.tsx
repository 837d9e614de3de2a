import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@fairway/contracts';
import { runUserAction, zodValidate } from '@fairway/platform';
import { Button } from '@fairway/ui';
import { useForgotPasswordMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { ButtonRouterLink } from '../components/button-link';
import { TextField } from '@fairway/platform/forms';

const validate = zodValidate(forgotPasswordSchema);

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Sent = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
`;

export function ForgotPasswordPage() {
  const [forgotPassword] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(values: ForgotPasswordInput) {
    // validate has checked the values against the same schema: parse only normalises them.
    const { email } = forgotPasswordSchema.parse(values);
    const sent = await runUserAction(() => forgotPassword({ email }).unwrap(), {
      success: { title: 'Reset link sent', description: 'If an account with that email exists, a password reset link has been sent.' },
      failure: { title: 'Request failed', fallback: 'Failed to send reset email. Please try again.', showUnauthorized: true },
    });
    if (sent) setSentTo(email);
  }

  if (sentTo !== null) {
    return (
      <AuthCard title="Check your email">
        <Sent>
          If an account exists for <strong>{sentTo}</strong>, we sent a link to reset your password. The link expires in 1 hour.
        </Sent>
        <Actions>
          <Button $variant="outline" $block onClick={() => setSentTo(null)}>
            Try again
          </Button>
          <ButtonRouterLink to="/login" $block>
            Back to login
          </ButtonRouterLink>
        </Actions>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your email address and we'll send you a link to reset your password."
      footer={<Link to="/login">Back to login</Link>}
    >
      <AuthForm<ForgotPasswordInput>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={{ email: '' }}
        label="Forgot password"
        submitLabel="Send reset link"
        busyLabel="Sending..."
      >
        <TextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
      </AuthForm>
    </AuthCard>
  );
}
