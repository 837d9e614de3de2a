// The organizers' tools on the league dashboard (docs/leagues.md, "Organizers"): edit the league,
// start the next season, copy a public league's join link, invite people, manage pending
// invitations, and (the creator) make members co-organizers; organizers remove members.
import { isLeagueEnded, type League, type PendingInvitation } from '@fairway/contracts';
import { runUserAction, toast, useGetLeagueMembersQuery } from '@fairway/platform';
import { Badge, Button, FormField, List, Muted, Row, TextInput, TitledCard } from '@fairway/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useGetInvitationsQuery,
  useInviteMembersMutation,
  useRemoveMemberMutation,
  useResendInvitationMutation,
  useSetOrganizerMutation,
  useStartNextSeasonMutation,
} from '../../api';
import { EditLeagueDialog } from './edit-league-dialog';
import { RevokeInvitationDialog } from './revoke-invitation-dialog';

const ItemRow = ({ children }: { children: React.ReactNode }) => (
  <li style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between', minHeight: 44 }}>
    {children}
  </li>
);

export function OrganizerPanel({ league, viewerId }: { league: League; viewerId: string | null }) {
  const navigate = useNavigate();
  const isCreator = viewerId === league.createdBy;
  const closed = Boolean(league.nextLeagueId);
  const [editing, setEditing] = useState(false);
  const [inviteName, setInviteName] = useState('');
  const [inviteEmail, setInviteEmail] = useState('');
  const members = useGetLeagueMembersQuery(league.id);
  const invitations = useGetInvitationsQuery(league.id);
  const [invite, inviting] = useInviteMembersMutation();
  const [resend] = useResendInvitationMutation();
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);
  const [setOrganizer] = useSetOrganizerMutation();
  const [removeMember] = useRemoveMemberMutation();
  const [startNextSeason, starting] = useStartNextSeasonMutation();
  const canStartNext = !closed && (league.isComplete || isLeagueEnded(league.endDate));

  const sendInvite = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await runUserAction(() => invite({ id: league.id, invitedMembers: [{ name: inviteName, email: inviteEmail }] }).unwrap(), {
      success: { title: 'Invitation Sent', description: `${inviteName} will get an email with a link to join.` },
      failure: { title: 'Invitation Failed', fallback: 'The invitation could not be sent. Please try again.' },
    });
    if (sent) {
      setInviteName('');
      setInviteEmail('');
    }
  };

  const copyJoinLink = async () => {
    const link = `${window.location.origin}/leagues/${league.id}`;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Join link copied', description: link });
    } catch {
      toast({ title: 'Join link', description: link });
    }
  };

  const nextSeason = async () => {
    let nextId: string | undefined;
    const ok = await runUserAction(
      async () => {
        nextId = (await startNextSeason(league.id).unwrap()).id;
      },
      {
        success: { title: 'Next Season Started', description: `Season ${(league.season ?? 1) + 1} of ${league.name} is ready.` },
        failure: { title: 'Could not start the next season', fallback: 'Please try again.' },
      },
    );
    if (ok && nextId) navigate(`/leagues/${nextId}`);
  };

  return (
    <TitledCard titleId="organizer-title" title="Organizer Tools">
      <Row style={{ flexWrap: 'wrap' }}>
        <Button onClick={() => setEditing(true)} disabled={closed}>
          Edit League
        </Button>
        {league.privacy === 'public' ? (
          <Button $variant="outline" onClick={() => void copyJoinLink()}>
            Copy Join Link
          </Button>
        ) : null}
        {canStartNext ? (
          <Button $variant="outline" onClick={() => void nextSeason()} disabled={starting.isLoading}>
            Start Next Season
          </Button>
        ) : null}
      </Row>
      {closed ? <Muted>The next season has started: this season is read-only.</Muted> : null}

      {closed ? null : (
        <form onSubmit={(event) => void sendInvite(event)} aria-label="Invite someone" style={{ marginTop: 12 }}>
          <h3 style={{ margin: '0 0 6px', fontSize: '1rem' }}>Invite someone</h3>
          <FormField label="Name">
            <TextInput value={inviteName} onChange={(event) => setInviteName(event.target.value)} placeholder="Name" />
          </FormField>
          <FormField label="Email">
            <TextInput
              type="email"
              value={inviteEmail}
              onChange={(event) => setInviteEmail(event.target.value)}
              placeholder="golfer@example.com"
            />
          </FormField>
          <Button type="submit" disabled={inviting.isLoading}>
            Send Invitation
          </Button>
        </form>
      )}

      <h3 style={{ margin: '16px 0 6px', fontSize: '1rem' }}>Pending invitations</h3>
      {(invitations.data ?? []).length === 0 ? (
        <Muted>No pending invitations.</Muted>
      ) : (
        <List aria-label="Pending invitations">
          {(invitations.data ?? []).map((pending) => (
            <ItemRow key={pending.id}>
              <span>
                {pending.name} · {pending.email} {pending.expired ? <Badge $variant="destructive">Expired</Badge> : null}
              </span>
              <Row>
                <Button
                  $variant="outline"
                  $size="sm"
                  aria-label={`Resend ${pending.name}'s invitation`}
                  onClick={() =>
                    void runUserAction(() => resend({ id: league.id, inviteId: pending.id }).unwrap(), {
                      success: { title: 'Invitation Resent', description: `A new link was sent to ${pending.name}.` },
                      failure: { title: 'Resend Failed', fallback: 'Please try again.' },
                    })
                  }
                >
                  Resend
                </Button>
                <Button $variant="ghost" $size="sm" aria-label={`Revoke ${pending.name}'s invitation`} onClick={() => setRevoking(pending)}>
                  Revoke
                </Button>
              </Row>
            </ItemRow>
          ))}
        </List>
      )}

      <h3 style={{ margin: '16px 0 6px', fontSize: '1rem' }}>Members</h3>
      <List aria-label="Manage members">
        {(members.data ?? []).map((member) => {
          const name = `${member.user.firstName} ${member.user.lastName}`.trim();
          const creator = member.userId === league.createdBy;
          return (
            <ItemRow key={member.userId}>
              <span>
                {name}{' '}
                {creator ? <Badge $variant="gold">Creator</Badge> : member.isAdmin ? <Badge $variant="info">Co-organizer</Badge> : null}
              </span>
              {creator || member.userId === viewerId ? null : (
                <Row>
                  {isCreator ? (
                    <Button
                      $variant="outline"
                      $size="sm"
                      aria-label={`${member.isAdmin ? 'Remove co-organizer' : 'Make co-organizer'}: ${name}`}
                      onClick={() =>
                        void runUserAction(
                          () => setOrganizer({ leagueId: league.id, memberId: member.userId, isAdmin: !member.isAdmin }).unwrap(),
                          {
                            success: { title: member.isAdmin ? 'Co-organizer removed' : 'Co-organizer added', description: name },
                            failure: { title: 'Change Failed', fallback: 'Please try again.' },
                          },
                        )
                      }
                    >
                      {member.isAdmin ? 'Remove co-organizer' : 'Make co-organizer'}
                    </Button>
                  ) : null}
                  <Button
                    $variant="ghost"
                    $size="sm"
                    aria-label={`Remove ${name} from the league`}
                    onClick={() => {
                      if (!window.confirm(`Remove ${name}? Their rounds in this league are deleted.`)) return;
                      void runUserAction(() => removeMember({ leagueId: league.id, memberId: member.userId }).unwrap(), {
                        success: { title: 'Member Removed', description: name },
                        failure: { title: 'Remove Failed', fallback: 'Please try again.' },
                      });
                    }}
                  >
                    Remove
                  </Button>
                </Row>
              )}
            </ItemRow>
          );
        })}
      </List>
      {editing ? <EditLeagueDialog league={league} open={editing} onClose={() => setEditing(false)} /> : null}
      <RevokeInvitationDialog leagueId={league.id} invitation={revoking} onClose={() => setRevoking(null)} />
    </TitledCard>
  );
}
