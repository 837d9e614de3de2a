// Profile's Notifications section (docs/notifications.md): how often to be emailed, the time zone
// the weekly recap's Monday 08:00 is read in (from this browser), and leagues to hear nothing
// about by email. Each change is saved at once; the tour shows the defaults, read-only.
import type { League } from '@fairway/contracts';
import { EMAIL_FREQUENCIES, EMAIL_FREQUENCY_LABELS, type EmailFrequency, type NotificationPreferences } from '@fairway/contracts';
import {
  browserTimeZone,
  runUserAction,
  useCurrentUser,
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
} from '@fairway/platform';
import { Button, Muted, Skeleton, Stack, TitledCard } from '@fairway/ui';
import styled from 'styled-components';
import { sharedPlatform } from '../lib/shared-platform';

/**
 * Whether the shell's platform has notification preferences: shells of earlier releases (7a5d8c6,
 * dfd48a8) do not, and there the Profile page goes without this section (docs/compatibility.md).
 */
export const NOTIFICATION_SETTINGS_ON_THIS_SHELL = Boolean(
  sharedPlatform.useGetNotificationPreferencesQuery &&
  sharedPlatform.useUpdateNotificationPreferencesMutation &&
  sharedPlatform.browserTimeZone,
);

const Fieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;

export const SAVED_TOAST = { title: 'Notification settings saved' };
const FAILURE = { title: 'Error', fallback: 'Failed to save notification settings' };

export function NotificationSettings({ leagues }: { leagues: League[] }) {
  const { isDemo } = useCurrentUser();
  const { data, isLoading } = useGetNotificationPreferencesQuery();
  const [update, { isLoading: saving }] = useUpdateNotificationPreferencesMutation();
  const here = browserTimeZone();

  const save = (change: Partial<NotificationPreferences>) =>
    void runUserAction(() => update(change).unwrap(), { success: SAVED_TOAST, failure: FAILURE });

  const disabled = isDemo || saving || !data;
  return (
    <TitledCard title="Notifications" titleId="notifications">
      {isLoading || !data ? (
        <Skeleton $height="160px" />
      ) : (
        <Stack $gap={4}>
          {isDemo ? <Muted>The tour is read-only: settings cannot be changed.</Muted> : null}
          <Fieldset>
            <legend>Email me</legend>
            {EMAIL_FREQUENCIES.map((frequency: EmailFrequency) => (
              <Choice key={frequency}>
                <input
                  type="radio"
                  name="notification-email"
                  value={frequency}
                  checked={data.email === frequency}
                  disabled={disabled}
                  onChange={() => save({ email: frequency })}
                />
                {EMAIL_FREQUENCY_LABELS[frequency]}
              </Choice>
            ))}
            <Muted>The weekly recap goes out on Mondays at 8:00 in your time zone, when your leagues have news.</Muted>
          </Fieldset>
          <div>
            <strong>Time zone:</strong> {data.timeZone}
            {here && here !== data.timeZone ? (
              <div>
                <Button
                  $variant="outline"
                  $size="sm"
                  style={{ minHeight: 44, marginTop: 8 }}
                  disabled={disabled}
                  onClick={() => save({ timeZone: here })}
                >
                  Use this device&apos;s time zone ({here})
                </Button>
              </div>
            ) : null}
          </div>
          {leagues.length > 0 ? (
            <Fieldset>
              <legend>No emails about</legend>
              {leagues.map((league) => {
                const muted = data.mutedLeagues.includes(league.id);
                return (
                  <Choice key={league.id}>
                    <input
                      type="checkbox"
                      checked={muted}
                      disabled={disabled}
                      onChange={() =>
                        save({
                          mutedLeagues: muted ? data.mutedLeagues.filter((id) => id !== league.id) : [...data.mutedLeagues, league.id],
                        })
                      }
                    />
                    {league.name}
                  </Choice>
                );
              })}
            </Fieldset>
          ) : null}
        </Stack>
      )}
    </TitledCard>
  );
}
