// Accounts end to end, through the real shell, auth remote, gateway and auth service,
// tried the way a new user would: every step goes through the screens, none through the API.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectDashboard, expectToast, newUser } from '../fixtures';

// The global setup points the auth service's outbox here (no SMTP_URL in e2e runs).
const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? path.resolve(__dirname, '../../.data/outbox');

/** Undoes quoted-printable (soft line breaks and =XX escapes), which nodemailer uses for long lines. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset link of the newest message to `email` in the outbox the auth service writes. */
async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
        for (const file of files.reverse()) {
          const raw = decodeQuotedPrintable(await fs.readFile(path.join(OUTBOX, file), 'utf8'));
          if (!raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
          link = raw.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { message: `a reset email to ${email} in ${OUTBOX}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
}

test('a new golfer registers, signs in and out, resets a forgotten password, changes it and edits the profile', async ({ page }) => {
  test.setTimeout(120_000);
  const { email, firstName, lastName } = newUser('accounts', { firstName: 'Avery' });

  // The signed-out landing page.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'The easiest way to play in a golf league' })).toBeVisible();
  for (const card of ['Create & Join Leagues', 'Track Your Progress', 'Compete & Have Fun', 'Built on the Honor System']) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }

  // Register: a full page load to /register, then the dashboard.
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Join Fairway Leagues' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-pass');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Welcome to Fairway Leagues!', 'Your account has been created successfully.');
  // Then the handicap (skippable), then the dashboard.
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectDashboard(page, { firstName });

  await logOut(page);

  // A wrong password is refused with the server's message.
  await logIn(page, email, 'not-my-password');
  await expectToast(page, 'Login Failed', 'Invalid email or password');

  // The right one signs in.
  await page.getByLabel('Password', { exact: true }).fill('first-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Welcome back!', 'You have successfully logged in.');
  await expect(page).toHaveURL(/\/$/);
  await expectDashboard(page, { firstName });
  await logOut(page);

  // Forgot password: the link arrives by email (the outbox), works once.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expectToast(page, 'Reset link sent');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const link = await resetLinkFor(email);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('second-pass');
  await page.getByLabel('Confirm New Password').fill('second-pass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset successful' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('second-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Welcome back!');
  await logOut(page);

  // The same link a second time is refused before any password is typed.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This reset link cannot be used' })).toBeVisible();
  await expect(page.getByText(/The link may be expired or invalid\. Reset links work once/)).toBeVisible();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);

  // Change the password from the profile page; it signs out and lands on / after 2 s.
  await logIn(page, email, 'second-pass');
  await expectToast(page, 'Welcome back!');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const changeDialog = page.getByRole('dialog', { name: 'Change Password' });
  await changeDialog.getByLabel('Current Password').fill('second-pass');
  await changeDialog.getByLabel('New Password', { exact: true }).fill('fourth-pass');
  await changeDialog.getByLabel('Confirm New Password').fill('fourth-pass');
  await changeDialog.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password changed');
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible({ timeout: 10_000 });

  // The old password no longer works; the new one does. Then edit the profile.
  await logIn(page, email, 'second-pass');
  await expectToast(page, 'Login Failed');
  await logIn(page, email, 'fourth-pass');
  await expectToast(page, 'Welcome back!');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const profileDialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await profileDialog.getByLabel('First Name').fill('Jordan');
  await profileDialog.getByLabel('Skill level').selectOption({ label: 'Casual Golfer (28)' });
  await expect(profileDialog.getByLabel('Handicap', { exact: true })).toHaveValue('28');
  await profileDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile Updated');
  await expect(profileDialog).toBeHidden();
  await expect(page.getByText(`Jordan ${lastName}`).first()).toBeVisible();
});
