// One week's skins (docs/side-games.md), as the leagues service answers them: per course the
// entrants, each hole as a row that says why it went that way, the pot and the payouts with the
// remainder stated. Provisional until the week is over.
import { formatSkinsAmount, skinsHoleReason, type SkinsGameAnswer, type SkinsSettings, type SkinsWeek } from '@fairway/contracts';
import { Badge, List, Muted, TitledCard } from '@fairway/ui';
import styled from 'styled-components';

const HoleRow = styled.li`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  min-height: 44px;
  align-items: center;
`;

const Worth = styled.span`
  white-space: nowrap;
  font-weight: 600;
`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "Pot $20.00 (2 x $10.00) · $6.66 a skin (3 won) · remainder $0.02 (15 unclaimed)" */
export function potText(game: SkinsGameAnswer, settings: SkinsSettings): string {
  const money = (amount: number) => formatSkinsAmount(amount, settings.currency);
  const won = Object.values(game.skins).reduce((sum, count) => sum + count, 0);
  const pot = `Pot ${money(game.pot)} (${game.entrants.length} x ${money(settings.buyIn)})`;
  const perSkin = won === 0 ? 'no skin won' : `${money(game.perSkin)} a skin (${won} won)`;
  const unclaimed = game.unclaimed === 0 ? '' : `, ${plural(game.unclaimed, 'skin')} unclaimed`;
  return `${pot} · ${perSkin} · remainder ${money(game.remainder)}${unclaimed}`;
}

function CourseGame({ game, settings }: { game: SkinsGameAnswer; settings: SkinsSettings }) {
  const names = new Map(game.entrants.map((entrant) => [entrant.userId, entrant.name.split(' ')[0] || entrant.name]));
  const winners = game.entrants.filter((entrant) => game.skins[entrant.userId]);
  const titleId = `skins-${game.course.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={titleId} style={{ marginTop: 12 }}>
      <h3 id={titleId} style={{ margin: '0 0 4px', fontSize: '1rem' }}>
        {game.course}
      </h3>
      <Muted>
        {game.entrants
          .map((entrant) => (settings.mode === 'net' ? `${entrant.name} (plays off ${entrant.playingHandicap})` : entrant.name))
          .join(', ')}
      </Muted>
      <List aria-label={`Skins payouts at ${game.course}`}>
        {winners.length === 0 ? <li>No skin won yet.</li> : null}
        {winners.map((entrant) => (
          <HoleRow key={entrant.userId}>
            <span>
              {entrant.name}: {plural(game.skins[entrant.userId], 'skin')}
            </span>
            <Worth>{formatSkinsAmount(game.payouts[entrant.userId] ?? 0, settings.currency)}</Worth>
          </HoleRow>
        ))}
      </List>
      <Muted>{potText(game, settings)}</Muted>
      <details open style={{ marginTop: 8 }}>
        <summary style={{ minHeight: 44, display: 'flex', alignItems: 'center', cursor: 'pointer' }}>Hole by hole</summary>
        <List aria-label={`Holes at ${game.course}`}>
          {game.holes.map((hole) => (
            <HoleRow key={hole.hole}>
              <span>
                <strong>Hole {hole.hole}</strong>
                {hole.par !== null ? ` · par ${hole.par}` : ''}
                <br />
                <span>{skinsHoleReason(hole, settings.mode, settings.carryover, names)}</span>
              </span>
              <Worth>{hole.worth > 0 ? plural(hole.worth, 'skin') : '-'}</Worth>
            </HoleRow>
          ))}
        </List>
      </details>
    </section>
  );
}

export function SkinsCard({ answer }: { answer: SkinsWeek }) {
  const settings = answer.settings;
  const badge = <Badge $variant={answer.final ? 'success' : 'info'}>{answer.final ? 'Final' : 'Provisional'}</Badge>;
  return (
    <TitledCard titleId="skins-title" title="Skins" badge={settings ? badge : undefined}>
      {!settings ? (
        <Muted>This league plays no skins. Organizers can turn them on in Edit League.</Muted>
      ) : (
        <>
          <Muted>
            {settings.mode === 'net' ? `Net at ${settings.allowance}%` : 'Gross'}, {settings.carryover ? 'ties carry over' : 'no carryover'}
            , buy-in {formatSkinsAmount(settings.buyIn, settings.currency)}.{answer.final ? '' : ' Provisional until the week is over.'}
          </Muted>
          {answer.games.length === 0 ? <p>No hole-by-hole rounds this week yet.</p> : null}
          {answer.games.map((game) => (
            <CourseGame key={game.course} game={game} settings={settings} />
          ))}
        </>
      )}
    </TitledCard>
  );
}
