import { ANONYMOUS_PLAYER, fullName } from './person-name';

describe('fullName', () => {
  it('joins first and last name', () => {
    expect(fullName({ firstName: 'Ann', lastName: 'Archer' })).toBe('Ann Archer');
    expect(fullName({ firstName: 'Ann', lastName: '' })).toBe('Ann');
    expect(fullName({ firstName: null, lastName: 'Archer' })).toBe('Archer');
  });

  it("falls back to the spec's 'Anonymous Player' without a name", () => {
    expect(fullName({ firstName: '', lastName: ' ' })).toBe(ANONYMOUS_PLAYER);
    expect(fullName(null)).toBe('Anonymous Player');
  });
});
