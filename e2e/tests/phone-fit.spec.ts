// Every signed-in screen and dialog fits a phone (390 x 844 and 360 x 800, touch) with long names:
// no sideways page scroll (document scrollWidth <= the viewport's width; a strip that scrolls
// sideways inside itself may run past the edge), and every visible control a finger can hit
// (buttons, links, inputs, selects, text areas, tabs, checkboxes and radios, the last two counted
// with their label) at least 44 x 44 px. Links inside a sentence are text, not targets. Findings
// are soft: one run lists every screen's problems.
import type { Locator, Page } from '@playwright/test';
import { addDays, todayIso } from '../../packages/contracts/src/calendar-days';
import { apiCall, expect, expectDashboard, newUser, registerThroughApi, test } from '../fixtures';

const MIN_TARGET = 44;
const HOLE_PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const STROKE_INDEX = [7, 3, 15, 1, 11, 17, 9, 5, 13, 8, 2, 16, 4, 12, 10, 18, 6, 14];

/** What does not fit on the page as it is now, one line per problem. `width`: the viewport's
 * CSS width as configured (a mobile browser zooms out to show a page wider than the device, so
 * window.innerWidth would grow with the page). With a dialog open only the dialog is checked:
 * the page behind it is inert. */
function misfits(page: Page, width: number): Promise<string[]> {
  return page.evaluate(
    ({ width, minTarget }) => {
      const problems: string[] = [];
      const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
      if (scrollWidth > width) {
        // Name the culprits: the innermost elements whose right edge passes the viewport.
        const wide = [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((element) => element.getClientRects().length > 0 && element.getBoundingClientRect().right > width + 0.5)
          .filter((element) => ![...element.children].some((child) => child.getBoundingClientRect().right > width + 0.5))
          .slice(0, 4)
          .map(
            (element) =>
              `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 30)}" to ${Math.round(element.getBoundingClientRect().right)}`,
          );
        problems.push(`page is ${scrollWidth} px wide for ${width} px: ${wide.join(', ')}`);
      }
      const describe = (element: Element) => {
        const label = element.getAttribute('aria-label') || (element.textContent ?? '').trim() || element.getAttribute('name') || '';
        return `<${element.tagName.toLowerCase()}${element.getAttribute('type') ? ` type=${element.getAttribute('type')}` : ''}> "${label.slice(0, 40)}"`;
      };
      const scope = document.querySelector('[role="dialog"]') ?? document;
      const controls = scope.querySelectorAll(
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"], [role="button"], [role="checkbox"], [role="radio"]',
      );
      for (const control of controls) {
        if (!(control instanceof HTMLElement) || !control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        // A link inside a sentence is text, not a target (WCAG 2.5.8's inline exception).
        if (control.tagName === 'A' && getComputedStyle(control).display === 'inline' && control.closest('p')) continue;
        // A checkbox or radio is hit through its label: the one around it, else the largest one
        // pointing at it.
        const input = control as HTMLInputElement;
        const labels = input.type === 'checkbox' || input.type === 'radio' ? [...(input.labels ?? [])] : [];
        const label =
          control.closest('label') ?? labels.sort((a, b) => b.getBoundingClientRect().height - a.getBoundingClientRect().height)[0] ?? null;
        const rect = (label ?? control).getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        if (rect.width < minTarget - 0.5 || rect.height < minTarget - 0.5) {
          problems.push(`${describe(control)} is ${Math.round(rect.width)} x ${Math.round(rect.height)} px`);
        }
      }
      return problems;
    },
    { width, minTarget: MIN_TARGET },
  );
}

async function expectFits(page: Page, screen: string, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible();
  await page.waitForLoadState('networkidle');
  const width = page.viewportSize()!.width;
  // PHONE_FIT_SHOTS=<folder>: a screenshot of each screen to look at (a dialog as the phone shows it).
  const shots = process.env.PHONE_FIT_SHOTS;
  if (shots) {
    const fullPage = (await page.getByRole('dialog').count()) === 0;
    await page.screenshot({ path: `${shots}/${width}-${screen.replace(/\W+/g, '-')}.png`, fullPage });
  }
  expect.soft(await misfits(page, width), `${screen} at ${width} px`).toEqual([]);
}

/** Opens a dialog with a tap, checks it, and closes it with its Close button. */
async function expectDialogFits(page: Page, opener: Locator, name: string | RegExp, before?: (dialog: Locator) => Promise<void>) {
  await opener.tap();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  if (before) await before(dialog);
  await expectFits(page, `${String(name)} dialog`, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

for (const width of [390, 360]) {
  test.describe(`at ${width} px with touch`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 }, hasTouch: true, isMobile: true });

    test('every signed-in route and dialog fits, with long names', async ({ page, browser }) => {
      test.setTimeout(240_000);
      const tag = `${Date.now()}`.slice(-6);
      const golfer = newUser('fit', {
        firstName: 'Maximiliana-Alexandrina',
        lastName: `Worthington-Fairweather-Smythe${tag}`,
        email: `maximiliana.alexandrina.worthington.fairweather.${tag}@an-unusually-long-golf-club-domain.example.test`,
      });
      await registerThroughApi(page, golfer);
      const leagueName = `The Extraordinarily Long-Named Sunday Morning Golf Society ${tag}`;
      const course = 'Royal Pebble Creek Championship Links and Country Club (North)';
      const created = await apiCall(page, 'POST', '/api/leagues', {
        name: leagueName,
        description: 'A description long enough to wrap over several lines on the narrowest phone screens we support.',
        type: 'casual',
        privacy: 'public',
        maxPlayers: 10,
        // Stableford: Log Your Round shows the hole-by-hole card (steppers, hole picker).
        format: 'stableford',
        courses: [
          { name: course, rounds: 3, rating: 73.1, slope: 128, holePars: HOLE_PARS, strokeIndex: STROKE_INDEX },
          { name: 'Oak Hills', rounds: 2, rating: 70.2, slope: 121, holePars: HOLE_PARS, strokeIndex: STROKE_INDEX },
        ],
        // A pending invitation: the organizer's Resend and Revoke.
        invitedMembers: [{ name: 'Penelope Invitee-Longname', email: `penelope.${tag}@example.test` }],
      });
      expect(created.status(), await created.text()).toBe(201);
      const leagueId = (await created.json()).id as string;
      // A second member, also with a long name, so the standings have two rows.
      const other = await browser.newPage();
      await registerThroughApi(other, newUser('fit2', { firstName: 'Bartholomew-Christopher', lastName: `Featherstonehaugh${tag}` }));
      expect((await apiCall(other, 'POST', `/api/leagues/${leagueId}/join`)).status()).toBe(200);
      await other.close();
      // 84: a bogey on each of the first twelve holes.
      const holeScores = HOLE_PARS.map((par, hole) => (hole < 12 ? par + 1 : par));
      const round = await apiCall(page, 'POST', '/api/rounds', {
        leagueId,
        course,
        date: addDays(todayIso(), -1),
        score: 84,
        holeScores,
        notes: 'Windy on the back nine; a longer note that has to wrap on a phone without pushing anything sideways.',
      });
      expect(round.status(), await round.text()).toBe(201);
      const slot = { date: todayIso(), timeSlot: 'evening', preferredCourse: course, notes: 'Late tee' };
      expect((await apiCall(page, 'POST', `/api/leagues/${leagueId}/calendar/availability`, slot)).status()).toBe(201);
      const me = (await (await apiCall(page, 'GET', '/api/auth/user')).json()) as { id: string };

      // Dashboard, its menu and its dialogs.
      await page.goto('/');
      await expectDashboard(page, golfer);
      await expectFits(page, 'dashboard', page.getByRole('link', { name: leagueName }).first());
      const menu = page.getByRole('button', { name: /menu/i });
      if (await menu.isVisible()) {
        await menu.tap();
        await expectFits(page, 'dashboard with the menu open', page.getByRole('navigation').last());
        await page.keyboard.press('Escape');
      }
      await expectDialogFits(page, page.getByRole('button', { name: 'Log Score' }).first(), 'Log Your Round', async (dialog) => {
        await dialog.getByLabel('League').selectOption({ label: leagueName });
        await dialog.getByLabel('Course').selectOption(course);
        await expect(dialog.getByRole('region', { name: 'Hole 1 of 18' })).toBeVisible();
      });
      await expectDialogFits(page, page.getByRole('button', { name: 'New League' }), 'Create New League', async (dialog) => {
        await dialog.getByLabel('League Name').fill(leagueName);
        await dialog.getByLabel('Course 1 name').fill(course);
        await dialog.getByRole('button', { name: 'Add Course' }).tap();
        await dialog.getByLabel('Course 2 name').fill(course);
        // Stableford opens every course's tee ratings (hole pars, stroke index).
        await dialog.getByLabel('Standings Format').selectOption('stableford');
        // The hole pars: a grid of steppers.
        await dialog.getByRole('button', { name: 'Enter the hole pars of Course 1' }).tap();
        await expect(dialog.getByRole('group', { name: 'Hole pars of Course 1' })).toBeVisible();
        const invite = dialog.getByRole('radio', { name: /invite/i });
        if (await invite.count()) await invite.first().check();
        else await dialog.getByLabel(/privacy/i).selectOption({ index: 1 });
      });

      // The league: each tab, the Delete dialog, the calendar's dialogs.
      await page.goto(`/leagues/${leagueId}`);
      await expectFits(page, 'league leaderboard tab', page.getByRole('list', { name: 'Standings' }));
      // The tabs are wider than a phone: the strip scrolls, its hidden end marked.
      await expect(page.getByTestId('tabs-more-end')).toBeVisible();
      await expectDialogFits(page, page.getByRole('button', { name: 'Log Score' }), 'Log Your Round', async (dialog) => {
        await expect(dialog.getByLabel('League')).toHaveValue(leagueId);
      });
      await expectDialogFits(page, page.getByRole('button', { name: 'Delete', exact: true }), 'Delete League');
      await expectDialogFits(page, page.getByRole('button', { name: `Edit ratings of ${course}` }), `Edit ${course}`);
      await page.getByRole('tab', { name: 'Activity' }).tap();
      await expectFits(page, 'league activity tab', page.getByRole('list', { name: 'All rounds' }));
      await page.getByRole('tab', { name: 'Side games' }).tap();
      await expectFits(page, 'league side games tab', page.getByRole('tabpanel', { name: 'Side games' }));
      await page.getByRole('tab', { name: 'Calendar' }).tap();
      await expectFits(page, 'league calendar tab', page.getByText("You're available"));
      await expectDialogFits(page, page.getByRole('button', { name: 'Add Availability' }), 'Add Your Weekly Availability');
      await expectDialogFits(page, page.locator(`[data-date="${todayIso()}"]`).getByRole('button').first(), /\S/);

      // The member page and its dialogs.
      await page.goto(`/leagues/${leagueId}/members/${me.id}`);
      await expectFits(page, 'member page', page.getByText('Course Performance'));
      await expectDialogFits(page, page.getByRole('button', { name: 'Leave League' }), 'Leave League');
      await expectDialogFits(page, page.getByRole('button', { name: 'Edit', exact: true }), 'Edit Round');
      await expectDialogFits(page, page.getByRole('button', { name: 'Delete', exact: true }), 'Delete Golf Round');

      // Profile and its dialogs, recent rounds and its Delete dialog.
      await page.goto('/profile');
      await expectFits(page, 'profile', page.getByRole('button', { name: 'Edit Profile' }));
      await expectDialogFits(page, page.getByRole('button', { name: 'Edit Profile' }), 'Edit Profile');
      await expectDialogFits(page, page.getByRole('button', { name: 'Change Password' }), 'Change Password');
      await page.goto('/recent-rounds');
      await expectFits(page, 'recent rounds', page.getByRole('list', { name: 'Your golf rounds' }));
      await expectDialogFits(page, page.getByRole('button', { name: /Delete/ }).first(), 'Delete Golf Round');

      // The other pages.
      await page.goto('/leagues');
      await page.getByRole('button', { name: 'All Leagues' }).tap();
      await expectFits(page, 'leagues', page.getByRole('article', { name: leagueName }));
      await expectDialogFits(page, page.getByRole('button', { name: 'Create League' }).first(), 'Create New League', async (dialog) => {
        await dialog.getByLabel('Standings Format').selectOption('points');
      });
      await page.goto('/leaderboards');
      await expectFits(page, 'leaderboards', page.getByRole('heading', { name: 'My Leagues' }));
      await page.goto('/about');
      await expectFits(page, 'about', page.getByRole('heading', { name: 'About this build' }));
      await page.goto('/no-such-page');
      await expectFits(page, 'not found', page.getByText(/not found/i).first());
    });
  });
}
