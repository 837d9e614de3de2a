import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@fairway/platform/testing';
import { Form } from 'react-final-form';
import { fittedPars, holeParsOf } from './hole-pars-field';
import { TeeRatingsFields, teeFiguresInput, type TeeFigureValues } from './tee-ratings-fields';

function renderCourse(initialValues: TeeFigureValues = {}) {
  const submitted: TeeFigureValues[] = [];
  renderWithProviders(
    <Form<TeeFigureValues> onSubmit={(values) => void submitted.push(values)} initialValues={initialValues}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} aria-label="Course">
          <TeeRatingsFields prefix="" label="Links" open />
          <button type="submit">Save</button>
        </form>
      )}
    </Form>,
  );
  return { submitted, user: userEvent.setup() };
}

const pars = () => screen.getAllByLabelText(/^Par of hole \d+$/).map((output) => Number(output.textContent));

it('starts with no hole pars, then one stepper a hole at par 4 (par 72), each between 3 and 6', async () => {
  const { submitted, user } = renderCourse();
  expect(screen.queryByRole('textbox', { name: /hole pars/i })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(teeFiguresInput(submitted[0]).holePars).toBeUndefined();

  await user.click(screen.getByRole('button', { name: 'Enter the hole pars of Links' }));
  const grid = screen.getByRole('group', { name: 'Hole pars of Links' });
  expect(within(grid).getAllByRole('group')).toHaveLength(18);
  expect(pars()).toEqual(Array(18).fill(4));
  expect(screen.getByText('Total par 72')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Raise the par of hole 2' }));
  await user.click(screen.getByRole('button', { name: 'Lower the par of hole 3' }));
  await user.click(screen.getByRole('button', { name: 'Raise the par of hole 18' }));
  expect(pars().slice(0, 3)).toEqual([4, 5, 3]);
  expect(screen.getByText('Total par 73')).toBeInTheDocument();
  // Par 3 is the lowest a hole can be, 6 the highest.
  expect(screen.getByRole('button', { name: 'Lower the par of hole 3' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Raise the par of hole 2' }));
  expect(screen.getByRole('button', { name: 'Raise the par of hole 2' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(teeFiguresInput(submitted[1]).holePars).toEqual([4, 6, 3, ...Array(14).fill(4), 5]);
});

it('shows the pars a course has, follows a change to 9 holes and can be cleared', async () => {
  const { submitted, user } = renderCourse({ holes: '18', holePars: [3, 5, ...Array(16).fill(4)].join(', ') });
  expect(pars()).toEqual([3, 5, ...Array(16).fill(4)]);
  await user.selectOptions(screen.getByLabelText('Links holes'), '9');
  expect(pars()).toEqual([3, 5, ...Array(7).fill(4)]);
  expect(screen.getByText('Total par 36')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(teeFiguresInput(submitted[0])).toMatchObject({ holes: 9, holePars: [3, 5, 4, 4, 4, 4, 4, 4, 4] });

  await user.click(screen.getByRole('button', { name: 'Clear the hole pars of Links' }));
  expect(screen.queryByRole('group', { name: 'Hole pars of Links' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Enter the hole pars of Links' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(teeFiguresInput(submitted[1]).holePars).toBeUndefined();
});

it('reads and fits the pars text', () => {
  expect(holeParsOf('4, 5,3  4')).toEqual([4, 5, 3, 4]);
  expect(holeParsOf('')).toEqual([]);
  expect(holeParsOf(undefined)).toEqual([]);
  expect(fittedPars([3, 5], 4)).toEqual([3, 5, 4, 4]);
  expect(fittedPars([3, 5, 4, 6], 2)).toEqual([3, 5]);
});
