import { Link, useNavigate } from 'react-router-dom';
import { PRODUCT_NAME, registerSchema, type RegisterInput } from '@fairway/contracts';
import { runUserAction, zodValidate } from '@fairway/platform';
import styled from 'styled-components';
import { useRegisterMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { TextField } from '@fairway/platform/forms';
import { PasswordField } from '../components/form-fields';

const validate = zodValidate(registerSchema);

const NameRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
`;

export function RegisterPage() {
  const [register] = useRegisterMutation();
  const navigate = useNavigate();

  async function onSubmit(values: RegisterInput) {
    const registered = await runUserAction(() => register(registerSchema.parse(values)).unwrap(), {
      success: { title: `Welcome to ${PRODUCT_NAME}!`, description: 'Your account has been created successfully.' },
      failure: { title: 'Registration Failed', fallback: 'Please check your information and try again.', showUnauthorized: true },
    });
    if (registered) navigate('/');
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
