// /recent-rounds: every round of the user, filterable by course,
// each deletable after the 'Delete Golf Round' confirmation.
import { formatDayLong } from '@fairway/contracts';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Round } from '@fairway/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  EmptyState,
  FormField,
  List,
  Muted,
  Page,
  PageHeader,
  Row,
  Select,
  SelectOptions,
  Skeleton,
  RoundSignals,
  TitledCard,
} from '@fairway/ui';
import { NoRounds } from '../components/no-rounds';
import { useGetRecentRoundsQuery } from '../api';
import { DeleteRoundDialog } from '../components/delete-round-dialog';
import { ListItem, Score } from '../components/layout';
import { PendingRounds } from '../components/pending-rounds';
import { relativeTime } from '../lib/relative-time';
import { RoundCard } from '../components/round-card';

const ALL_COURSES = 'all';

export function RecentRoundsPage() {
  const { data: rounds = [], isLoading, isError } = useGetRecentRoundsQuery();
  const [course, setCourse] = useState(ALL_COURSES);
  const [toDelete, setToDelete] = useState<Round | null>(null);

  // The chosen course stays listed after its last round is deleted, so the select keeps showing
  // what the 'No rounds at {course}' state refers to.
  const courses = useMemo(() => {
    const names = new Set(rounds.map((round) => round.course));
    if (course !== ALL_COURSES) names.add(course);
    return [...names].sort((a, b) => a.localeCompare(b));
  }, [rounds, course]);
  const shown = course === ALL_COURSES ? rounds : rounds.filter((round) => round.course === course);

  return (
    <Page>
      <PageHeader
        title="Recent Rounds"
        description="Every round you have logged"
        actions={
          <Button as={Link} to="/profile" $variant="outline">
            Back to Profile
          </Button>
        }
      />

      <Card>
        <CardContent>
          <FormField label="Filter by Course">
            <Select value={course} onChange={(event) => setCourse(event.target.value)}>
              <SelectOptions
                first={{ value: ALL_COURSES, label: 'All Courses' }}
                options={courses.map((name) => ({ value: name, label: name }))}
              />
            </Select>
          </FormField>
        </CardContent>
      </Card>

      <TitledCard
        title="Your Golf Rounds"
        badge={
          <Badge $variant="secondary" aria-label="Round count">
            {shown.length}
          </Badge>
        }
      >
        <PendingRounds />
        {isLoading ? (
          <RoundListSkeleton />
        ) : isError ? (
          <EmptyState title="Could not load your rounds" description="Please try again later." />
        ) : shown.length === 0 ? (
          <NoRounds title={course === ALL_COURSES ? 'No rounds recorded yet' : `No rounds at ${course}`} />
        ) : (
          <List aria-label="Your golf rounds">
            {shown.map((round) => (
              <ListItem key={round.id} data-testid="round-item">
                <div>
                  <Row>
                    <strong>{round.course}</strong>
                    <Badge $variant="info">{round.leagueName ?? round.league?.name}</Badge>
                  </Row>
                  <Row>
                    <Muted>{formatDayLong(round.date)}</Muted>
                    <Muted>·</Muted>
                    <Muted>{relativeTime(round.createdAt)}</Muted>
                  </Row>
                  {round.notes ? <p>{round.notes}</p> : null}
                  <RoundCard round={round} />
                  <RoundSignals personalBest={round.personalBest} playedWith={round.playedWith} />
                </div>
                <Row>
                  <Score aria-label="Score">{round.score}</Score>
                  <Button $variant="outline" $size="sm" onClick={() => setToDelete(round)} aria-label={`Delete round at ${round.course}`}>
                    Delete
                  </Button>
                </Row>
              </ListItem>
            ))}
          </List>
        )}
      </TitledCard>

      <DeleteRoundDialog round={toDelete} open={toDelete !== null} onClose={() => setToDelete(null)} />
    </Page>
  );
}

export function RoundListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <List aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index}>
          <Skeleton $height="56px" />
        </li>
      ))}
    </List>
  );
}
