// What the two honor-system signals mean, in the honor-system card.
import { Muted } from '@fairway/ui';

export function HonorSignals() {
  return (
    <Muted as="div">
      <p>
        <strong>Played with:</strong> when you log a round you can name the league members you played with. Each is asked to confirm, and
        confirmed rounds show a ✓ with their names.
      </p>
      <p>
        <strong>Personal best territory:</strong> a round more than 8 strokes better than the golfer's handicap index from at least 5
        earlier rounds gets this badge. It celebrates a great day; it is not an accusation.
      </p>
      <p>Neither signal hides or blocks a round: every score counts exactly as it was logged.</p>
    </Muted>
  );
}
