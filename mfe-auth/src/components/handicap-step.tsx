// Right after registration: "What's your handicap?" with the spec's presets (Beginner 36, Casual
// Golfer 28, Experienced Golfer 15, Low Handicap 5) or an official handicap typed in, saved on
// the profile; skippable (the handicap stays as it is until the golfer sets it on Profile). Net
// standings subtract it, so a new golfer is asked before their first round counts.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { HANDICAP_HINT, HANDICAP_PRESETS, handicapText, parseHandicapInput, profileSchema, type User } from '@fairway/contracts';
import { runUserAction, useUpdateProfileMutation } from '@fairway/platform';
import { Button, FormField } from '@fairway/ui';
import { HandicapInput } from './handicap-input';

const Choices = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const CUSTOM = 'custom';

/** The profile's handicap rule (-10..54, steps of 0.1, a plus "+2.1"): its message, or null when acceptable. */
function handicapProblem(user: User, value: string): string | null {
  const parsed = profileSchema.safeParse({ firstName: user.firstName, lastName: user.lastName, email: user.email, handicap: value });
  if (!parsed.success) return parsed.error.issues.find((issue) => issue.path[0] === 'handicap')?.message ?? 'Invalid handicap';
  return value.trim() === '' ? 'Enter your handicap' : null;
}

export function HandicapStep({ user, onDone }: { user: User; onDone: () => void }) {
  const [choice, setChoice] = useState<string>('');
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [updateProfile] = useUpdateProfileMutation();
  const customId = useId();

  async function save() {
    const value = choice === CUSTOM ? custom : choice;
    const problem = handicapProblem(user, value);
    setError(problem);
    if (problem) return;
    const handicap = parseHandicapInput(value);
    setSaving(true);
    const saved = await runUserAction(
      () => updateProfile({ firstName: user.firstName, lastName: user.lastName, email: user.email, handicap }).unwrap(),
      {
        success: { title: 'Handicap saved', description: `Your handicap is ${handicapText(handicap)}. You can change it on your profile.` },
        failure: { title: 'Update Failed', fallback: 'Your handicap could not be saved. You can set it on your profile.' },
      },
    );
    setSaving(false);
    if (saved) onDone();
  }

  return (
    <form
      aria-label="Your handicap"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Choices>
        <legend>Pick the one closest to your game</legend>
        {HANDICAP_PRESETS.map((preset) => (
          <Choice key={preset.value}>
            <input
              type="radio"
              name="handicap-preset"
              value={String(preset.value)}
              checked={choice === String(preset.value)}
              onChange={() => setChoice(String(preset.value))}
            />
            {preset.label} ({preset.value})
          </Choice>
        ))}
        <Choice>
          <input type="radio" name="handicap-preset" value={CUSTOM} checked={choice === CUSTOM} onChange={() => setChoice(CUSTOM)} />I have
          an official handicap
        </Choice>
      </Choices>
      {choice === CUSTOM ? (
        <FormField label="Official handicap" id={customId} error={error ?? undefined} hint={HANDICAP_HINT}>
          <HandicapInput value={custom} onChange={setCustom} invalid={Boolean(error)} />
        </FormField>
      ) : error ? (
        <p role="alert">{error}</p>
      ) : null}
      <Actions>
        <Button type="submit" $block disabled={saving || choice === ''}>
          {saving ? 'Saving...' : 'Save handicap'}
        </Button>
        <Button type="button" $variant="ghost" $block onClick={onDone} disabled={saving}>
          Skip for now
        </Button>
      </Actions>
    </form>
  );
}
