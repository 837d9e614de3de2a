// 'Edit League' (organizers): name, description, end date, maximum players. The server checks
// with the creation messages (and max players never below the member count); its message shows.
import { todayIso, type League } from '@fairway/contracts';
import { runUserAction } from '@fairway/platform';
import { Button, Dialog, FormField, TextArea, TextInput } from '@fairway/ui';
import { useState, type FormEvent } from 'react';
import { useEditLeagueMutation } from '../../api';

export function EditLeagueDialog({ league, open, onClose }: { league: League; open: boolean; onClose: () => void }) {
  const [editLeague, { isLoading }] = useEditLeagueMutation();
  const [name, setName] = useState(league.name);
  const [description, setDescription] = useState(league.description ?? '');
  const [endDate, setEndDate] = useState(league.endDate ?? '');
  const [maxPlayers, setMaxPlayers] = useState(String(league.maxMembers));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name,
      description: description.trim() ? description : null,
      endDate: endDate || null,
      ...(league.privacy === 'public' ? { maxPlayers: Number(maxPlayers) } : {}),
    };
    const saved = await runUserAction(() => editLeague({ id: league.id, body }).unwrap(), {
      success: { title: 'League Updated', description: `${name} was saved.` },
      failure: { title: 'Update Failed', fallback: 'There was an error saving the league. Please try again.' },
    });
    if (saved) onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} title="Edit League" description="Changes are recorded in the league's activity.">
      <form onSubmit={(event) => void submit(event)} aria-label="Edit League" noValidate>
        <FormField label="League Name">
          <TextInput value={name} onChange={(event) => setName(event.target.value)} maxLength={100} />
        </FormField>
        <FormField label="Description (optional)">
          <TextArea value={description} onChange={(event) => setDescription(event.target.value)} />
        </FormField>
        <FormField label="End Date (optional)">
          <TextInput type="date" min={todayIso()} value={endDate} onChange={(event) => setEndDate(event.target.value)} />
        </FormField>
        {league.privacy === 'public' ? (
          <FormField label="Maximum Players" hint={`At least the ${league.memberCount} current members, at most 50.`}>
            <TextInput
              type="number"
              min={Math.max(2, league.memberCount)}
              max={50}
              value={maxPlayers}
              onChange={(event) => setMaxPlayers(event.target.value)}
            />
          </FormField>
        ) : null}
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button $variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
