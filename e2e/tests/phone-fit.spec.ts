// Every signed-in screen and dialog fits a phone (390 and 360 px wide, touch) with long names:
// no sideways page scroll (document scrollWidth <= the viewport's width), and every visible
// control a finger can hit (buttons, links, inputs, selects, tabs) at least 32 x 32 px, primary
// actions (submit buttons and the kit's primary/destructive buttons, `data-primary`) at least
// 44 px tall. Findings are soft: one run lists every screen's problems.
import type { Locator, Page } from '@playwright/test';
import { addDays, todayIso } from '../../packages/contracts/src/calendar-days';
import { apiCall, expect, expectDashboard, logRoundThroughApi, newUser, registerThroughApi, test } from '../fixtures';

const MIN_TARGET = 32;
const MIN_PRIMARY_HEIGHT = 44;

/** What does not fit on the page as it is now, one line per problem. `width`: the viewport's
 * CSS width as configured (a mobile browser zooms out to show a page wider than the device, so
 * window.innerWidth would grow with the page). With a dialog open only the dialog is checked:
 * the page behind it is inert. */
function misfits(page: Page, width: number): Promise<string[]> {
  return page.evaluate(
    ({ width, minTarget, minPrimary }) => {
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
        // A checkbox or radio is hit through its label.
        const input = control as HTMLInputElement;
        const target =
          (input.type === 'checkbox' || input.type === 'radio') && control.closest('label') ? control.closest('label')! : control;
        const rect = target.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        if (rect.width < minTarget - 0.5 || rect.height < minTarget - 0.5) {
          problems.push(`${describe(control)} is ${Math.round(rect.width)} x ${Math.round(rect.height)} px`);
        }
        const primary = control.matches('button[type="submit"], [data-primary]');
        if (primary && rect.height < minPrimary - 0.5) {
          problems.push(`primary ${describe(control)} is ${Math.round(rect.height)} px tall`);
        }
      }
      return problems;
    },
    { width, minTarget: MIN_TARGET, minPrimary: MIN_PRIMARY_HEIGHT },
  );
}

async function expectFits(page: Page, screen: string, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible();
  await page.waitForLoadState('networkidle');
  const width = page.viewportSize()!.width;
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
    test.use({ viewport: { width, height: 800 }, hasTouch: true, isMobile: true });

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
        courses: [
          { name: course, rounds: 3 },
          { name: 'Oak Hills', rounds: 2 },
        ],
        invitedMembers: [],
      });
      expect(created.status(), await created.text()).toBe(201);
      const leagueId = (await created.json()).id as string;
      // A second member, also with a long name, so the standings have two rows.
      const other = await browser.newPage();
      await registerThroughApi(other, newUser('fit2', { firstName: 'Bartholomew-Christopher', lastName: `Featherstonehaugh${tag}` }));
      expect((await apiCall(other, 'POST', `/api/leagues/${leagueId}/join`)).status()).toBe(200);
      await other.close();
      await logRoundThroughApi(page, {
        leagueId,
        course,
        date: addDays(todayIso(), -1),
        score: 84,
        notes: 'Windy on the back nine; a longer note that has to wrap on a phone without pushing anything sideways.',
      });
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
      });
      await expectDialogFits(page, page.getByRole('button', { name: 'New League' }), 'Create New League', async (dialog) => {
        await dialog.getByLabel('League Name').fill(leagueName);
        await dialog.getByLabel('Course 1 name').fill(course);
        await dialog.getByRole('button', { name: 'Add Course' }).tap();
        await dialog.getByLabel('Course 2 name').fill(course);
        const invite = dialog.getByRole('radio', { name: /invite/i });
        if (await invite.count()) await invite.first().check();
        else await dialog.getByLabel(/privacy/i).selectOption({ index: 1 });
      });

      // The league: each tab, the Delete dialog, the calendar's dialogs.
      await page.goto(`/leagues/${leagueId}`);
      await expectFits(page, 'league leaderboard tab', page.getByRole('list', { name: 'Standings' }));
      await expectDialogFits(page, page.getByRole('button', { name: 'Delete', exact: true }), 'Delete League');
      await page.getByRole('tab', { name: 'Activity' }).tap();
      await expectFits(page, 'league activity tab', page.getByRole('list', { name: 'All rounds' }));
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
      await expectDialogFits(page, page.getByRole('button', { name: 'Create League' }).first(), 'Create New League');
      await page.goto('/leaderboards');
      await expectFits(page, 'leaderboards', page.getByRole('heading', { name: 'My Leagues' }));
      await page.goto('/about');
      await expectFits(page, 'about', page.getByRole('heading', { name: 'About this build' }));
      await page.goto('/no-such-page');
      await expectFits(page, 'not found', page.getByText(/not found/i).first());
    });
  });
}
