// The standings format part of Create League and Edit League (docs/leagues.md, "Formats"): the
// format with its one-sentence explanation, best rounds (net average, Stableford), and the play
// windows of a points league. Edit League shows it read-only once a round is logged (the format
// cannot change then).
import {
  DEFAULT_FORMAT_OPTIONS,
  DEFAULT_LEAGUE_FORMAT,
  FORMAT_LABELS,
  formatTraits,
  formatExplanation,
  LEAGUE_FORMATS,
  resolveFormatOptions,
  WINDOW_WEEKS,
  type FormatOptions,
  type LeagueFormat,
} from '@fairway/contracts';
import { TextField } from '@fairway/platform/forms';
import { FormField, Select, SelectOptions } from '@fairway/ui';
import { Field } from 'react-final-form';
import { CheckboxField } from './checkbox-field';
import { Section } from './form-layout';

/** The format and its options as form text. */
export interface FormatValues {
  format?: LeagueFormat;
  bestRounds?: number | string;
  windowWeeks?: number | string;
  pointsTable?: string;
  participationPoints?: number | string;
  confirmedOnly?: boolean;
}

const FORMAT_OPTIONS = LEAGUE_FORMATS.map((format) => ({ value: format, label: FORMAT_LABELS[format] }));
const WINDOW_OPTIONS = WINDOW_WEEKS.map((weeks) => ({ value: String(weeks), label: weeks === 1 ? '1 week' : `${weeks} weeks` }));

/** A league's format (or the defaults) as form values. */
export function formatValuesOf(
  format: LeagueFormat = DEFAULT_LEAGUE_FORMAT,
  options: FormatOptions = DEFAULT_FORMAT_OPTIONS,
): FormatValues {
  return {
    format,
    bestRounds: options.bestRounds,
    windowWeeks: String(options.windowWeeks),
    pointsTable: options.pointsTable.join(', '),
    participationPoints: options.participationPoints,
    confirmedOnly: options.confirmedOnly,
  };
}

/** The format's options as the API takes them (only those the format uses). */
export function formatOptionsOf(values: FormatValues): Partial<FormatOptions> {
  const traits = formatTraits(values.format);
  if (traits.usesBestRounds) return { bestRounds: Number(values.bestRounds) };
  if (!traits.usesWindows) return {};
  const table = (values.pointsTable ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  return {
    windowWeeks: Number(values.windowWeeks) as FormatOptions['windowWeeks'],
    pointsTable: table,
    participationPoints: Number(values.participationPoints),
    confirmedOnly: Boolean(values.confirmedOnly),
  };
}

export function FormatFields({ values, locked, startDate }: { values: FormatValues; locked?: string; startDate?: boolean }) {
  const format = (values.format || DEFAULT_LEAGUE_FORMAT) as LeagueFormat;
  return (
    <>
      <Field<string> name="format">
        {({ input }) => (
          <FormField label="Standings Format" hint={locked ?? formatExplanation(format, resolveFormatOptions(formatOptionsOf(values)))}>
            <Select {...input} disabled={Boolean(locked)}>
              <SelectOptions options={FORMAT_OPTIONS} />
            </Select>
          </FormField>
        )}
      </Field>
      {formatTraits(format).usesBestRounds ? (
        <TextField
          name="bestRounds"
          label="Best rounds that count"
          type="number"
          disabled={Boolean(locked)}
          inputProps={{ min: 1, max: 10 }}
        />
      ) : null}
      {formatTraits(format).usesWindows ? (
        <Section disabled={Boolean(locked)}>
          <legend>Play windows</legend>
          <Field<string> name="windowWeeks">
            {({ input }) => (
              <FormField label="Window length">
                <Select {...input}>
                  <SelectOptions options={WINDOW_OPTIONS} />
                </Select>
              </FormField>
            )}
          </Field>
          {startDate ? <TextField name="startDate" label="First window starts (optional, default today)" type="date" /> : null}
          <TextField name="pointsTable" label="Points by place (comma separated)" />
          <TextField name="participationPoints" label="Points just for playing" type="number" inputProps={{ min: 0, max: 5 }} />
          <CheckboxField name="confirmedOnly" label="Count a round only once a playing partner confirmed it" />
        </Section>
      ) : null}
    </>
  );
}
