import { Form } from 'react-final-form';
import styled from 'styled-components';
import { EMAIL_CHANGE_NEEDS_PASSWORD, PROFILE_DIALOG_CLOSE_MS, handicapText, profileSchema, type User } from '@fairway/contracts';
import { type HostedDialogProps, runUserAction, useCurrentUser, useUpdateProfileMutation, zodValidate } from '@fairway/platform';
import { Dialog, SubmitActions } from '@fairway/ui';
import { DemoNote } from './demo-note';
import { TextField } from '@fairway/platform/forms';
import { PasswordField } from './form-fields';
import { HandicapField } from './handicap-field';

const validateProfile = zodValidate(profileSchema);

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
  handicap: string;
  /** Asked for only when the email changes (the server refuses the change without it). */
  currentPassword?: string;
}

/** Whether the form's email differs from the account's (compared as the server stores it). */
export function emailChanges(values: Pick<ProfileFormValues, 'email'>, user: User | null): boolean {
  return Boolean(user) && (values.email ?? '').trim().toLowerCase() !== user!.email.toLowerCase();
}

const NameRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
`;

function initialValues(user: User | null): ProfileFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    // "12.40" -> "12.4", "-2.10" -> "+2.1": the box shows what the golfer would type.
    handicap: user?.handicap != null ? handicapText(user.handicap, '') : '',
  };
}

export function EditProfileDialog({ open, onClose }: HostedDialogProps) {
  const { user, isDemo } = useCurrentUser();
  const [updateProfile] = useUpdateProfileMutation();

  const validate = (values: ProfileFormValues) => {
    const errors = validateProfile(values) ?? {};
    if (emailChanges(values, user) && !values.currentPassword) return { ...errors, currentPassword: EMAIL_CHANGE_NEEDS_PASSWORD };
    return errors;
  };

  async function onSubmit(values: ProfileFormValues) {
    const { currentPassword, ...profile } = values;
    const updated = await runUserAction(
      () => updateProfile(profileSchema.parse(emailChanges(values, user) ? { ...profile, currentPassword } : profile)).unwrap(),
      {
        success: { title: 'Profile Updated', description: 'Your profile has been updated successfully.' },
        failure: { title: 'Update Failed', fallback: 'Failed to update profile. Please try again.', showUnauthorized: true },
      },
    );
    if (updated) setTimeout(onClose, PROFILE_DIALOG_CLOSE_MS);
  }

  return (
    <Dialog open={open} onClose={onClose} title="Edit Profile" description="Update your name, email and handicap.">
      <Form<ProfileFormValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues(user)}>
        {({ handleSubmit, submitting, values }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Edit profile">
            <NameRow>
              <TextField name="firstName" label="First Name" autoComplete="given-name" />
              <TextField name="lastName" label="Last Name" autoComplete="family-name" />
            </NameRow>
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            {/* Changing the sign-in address is account recovery territory: prove it is you. */}
            {emailChanges(values, user) ? <PasswordField name="currentPassword" label="Current Password" /> : null}
            <HandicapField />
            {isDemo ? <DemoNote>Demo mode: register to save changes to your profile.</DemoNote> : null}
            <SubmitActions onCancel={onClose} label="Save Changes" busyLabel="Saving..." submitting={submitting} disabled={isDemo} />
          </form>
        )}
      </Form>
    </Dialog>
  );
}
