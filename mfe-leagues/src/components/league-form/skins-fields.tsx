// The weekly skins part of Create League and Edit League (docs/side-games.md): off, or gross / net
// with an allowance, carryover, buy-in and currency. The form holds text; skinsInputOf makes the
// API's `skins` (validated by the same schema as the service).
import {
  DEFAULT_SKINS_CURRENCY,
  SKINS_ALLOWANCE_PRESETS,
  type SkinsMode,
  type SkinsSettings,
  type SkinsSettingsInput,
} from '@fairway/contracts';
import { TextField } from '@fairway/platform/forms';
import { FormField, Select, SelectOptions } from '@fairway/ui';
import { Field } from 'react-final-form';
import { CheckboxField } from './checkbox-field';
import { Section } from './form-layout';

export interface SkinsValues {
  on?: boolean;
  mode?: SkinsMode;
  allowance?: string;
  carryover?: boolean;
  buyIn?: string;
  currency?: string;
}

const MODE_OPTIONS = [
  { value: 'net', label: 'Net (handicap strokes by stroke index)' },
  { value: 'gross', label: 'Gross (no strokes)' },
];
const ALLOWANCE_OPTIONS = SKINS_ALLOWANCE_PRESETS.map((percent) => ({ value: String(percent), label: `${percent}% of course handicap` }));

/** A league's settings (or skins off) as form values. */
export function skinsValuesOf(settings: SkinsSettings | null | undefined): SkinsValues {
  return {
    on: Boolean(settings),
    mode: settings?.mode ?? 'net',
    allowance: String(settings?.allowance ?? 100),
    carryover: settings?.carryover ?? true,
    buyIn: String(settings?.buyIn ?? 0),
    currency: settings?.currency ?? DEFAULT_SKINS_CURRENCY,
  };
}

/** The API's `skins`: null when off; numbers from the typed text ('' is not a number). */
export function skinsInputOf(values: SkinsValues | undefined): SkinsSettingsInput | null {
  if (!values?.on) return null;
  const amount = (text: string | undefined) => (text === undefined || text.trim() === '' ? Number.NaN : Number(text));
  return {
    mode: values.mode ?? 'net',
    allowance: amount(values.allowance),
    carryover: Boolean(values.carryover),
    buyIn: amount(values.buyIn),
    currency: values.currency ?? DEFAULT_SKINS_CURRENCY,
  };
}

export function SkinsFields({ values }: { values: SkinsValues | undefined }) {
  return (
    <Section>
      <legend>Weekly skins</legend>
      <CheckboxField name="skins.on" label="Play weekly skins among the golfers of each course" />
      {values?.on ? (
        <>
          <Field<string> name="skins.mode">
            {({ input }) => (
              <FormField label="Skins are played">
                <Select {...input}>
                  <SelectOptions options={MODE_OPTIONS} />
                </Select>
              </FormField>
            )}
          </Field>
          {values.mode === 'net' ? (
            <Field<string> name="skins.allowance">
              {({ input }) => (
                <FormField label="Handicap allowance">
                  <Select {...input}>
                    <SelectOptions options={ALLOWANCE_OPTIONS} />
                  </Select>
                </FormField>
              )}
            </Field>
          ) : null}
          <CheckboxField name="skins.carryover" label="A tied hole carries its skin to the next hole" />
          <TextField
            name="skins.buyIn"
            label="Buy-in per golfer (0 = for fun)"
            type="number"
            inputProps={{ min: 0, step: 0.01, inputMode: 'decimal' }}
            hint="A ledger only: nothing is charged or paid."
          />
          <TextField name="skins.currency" label="Currency symbol" inputProps={{ maxLength: 3 }} />
        </>
      ) : null}
    </Section>
  );
}
