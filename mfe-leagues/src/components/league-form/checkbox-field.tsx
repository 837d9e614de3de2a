import { Field } from 'react-final-form';

/** A form checkbox whose whole row (box and label) is a thumb-sized target. */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input }) => (
        <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
          <input
            type="checkbox"
            name={input.name}
            checked={Boolean(input.checked)}
            onChange={input.onChange}
            onBlur={input.onBlur}
            style={{ width: 22, height: 22 }}
          />
          {label}
        </label>
      )}
    </Field>
  );
}
