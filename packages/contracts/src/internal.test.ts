import { COLLECTIONS, SHARED_COLLECTIONS, STATS_COLLECTIONS, USER_DATA_COLLECTIONS } from './internal';

const allNames = Object.values(COLLECTIONS).flatMap((area) => Object.values(area) as string[]);
const userData = Object.values(USER_DATA_COLLECTIONS).flatMap((area) => [
  ...(Object.values(area.exported) as string[]),
  ...(area.derived as readonly string[]),
]);

describe('collection names', () => {
  it('names every collection once', () => {
    expect(new Set(allNames).size).toBe(allNames.length);
  });

  it('leaves no collection out of the account deletion unless it holds no user data', () => {
    const forgotten = allNames.filter((name) => !userData.includes(name) && !SHARED_COLLECTIONS.includes(name));
    expect(forgotten).toEqual([]);
    expect(userData.filter((name) => SHARED_COLLECTIONS.includes(name))).toEqual([]);
  });

  it('counts, exports and deletes only collections of the map, each within its own area', () => {
    for (const [area, { exported, derived }] of Object.entries(USER_DATA_COLLECTIONS)) {
      const own: string[] = Object.values(COLLECTIONS[area as keyof typeof COLLECTIONS]);
      expect([...Object.values(exported), ...derived].filter((name) => !own.includes(name))).toEqual([]);
    }
    for (const [area, names] of Object.entries(STATS_COLLECTIONS)) {
      const own: string[] = Object.values(COLLECTIONS[area as keyof typeof COLLECTIONS]);
      expect(Object.values(names).filter((name) => !own.includes(name))).toEqual([]);
    }
  });
});
