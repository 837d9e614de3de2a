import { useId } from 'react';
import { Field, useField } from 'react-final-form';
import styled from 'styled-components';
import { HANDICAP_HINT, HANDICAP_PRESETS, parseHandicapInput } from '@fairway/contracts';
import { shownError } from '@fairway/platform';
import { FormField, Select, SelectOptions } from '@fairway/ui';
import { HandicapInput } from './handicap-input';

const CUSTOM = 'custom';

const PRESET_OPTIONS = [
  ...HANDICAP_PRESETS.map((preset) => ({ value: String(preset.value), label: `${preset.label} (${preset.value})` })),
  { value: CUSTOM, label: 'Custom (official handicap)' },
];

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(3)};
  @media (min-width: 560px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The preset matching a handicap value, or custom (an official handicap typed in). */
export function presetFor(value: string | number | undefined | null): string {
  if (value === '' || value === undefined || value === null) return CUSTOM;
  const number = typeof value === 'number' ? value : parseHandicapInput(value);
  const preset = HANDICAP_PRESETS.find((p) => p.value === number);
  return preset ? String(preset.value) : CUSTOM;
}

/** Handicap -10..54 (a plus handicap typed "+2.1") with the spec's presets: picking one fills the number in. */
export function HandicapField() {
  const { input } = useField<string>('handicap', { subscription: { value: true } });
  const presetId = useId();
  return (
    <Row>
      <FormField label="Skill level" id={presetId}>
        <Select
          value={presetFor(input.value)}
          onChange={(event) => {
            if (event.target.value !== CUSTOM) input.onChange(event.target.value);
          }}
        >
          <SelectOptions options={PRESET_OPTIONS} />
        </Select>
      </FormField>
      <Field<string> name="handicap">
        {({ input: handicap, meta }) => {
          const error = shownError(meta);
          return (
            <FormField label="Handicap" error={error} hint={HANDICAP_HINT}>
              <HandicapInput
                name={handicap.name}
                value={handicap.value ?? ''}
                onChange={handicap.onChange}
                onBlur={handicap.onBlur}
                invalid={Boolean(error)}
              />
            </FormField>
          );
        }}
      </Field>
    </Row>
  );
}
