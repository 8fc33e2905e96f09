import { describe, expect, it } from 'vitest';
import { testDatabase } from './fixtures.ts';
import { planOf, queryPlan } from './query-plan.ts';

const { db } = await testDatabase();
const items = db.collection<{ _id: number; status: string; at: Date; note: string }>('items');
await items.insertMany(
  Array.from({ length: 60 }, (_, n) => ({
    _id: n,
    status: ['new', 'paid', 'sent'][n % 3] ?? 'new',
    at: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
    note: `note ${n}`,
  })),
);
await items.createIndex({ status: 1, at: -1 });

describe('the plan of a find, on the run’s database', () => {
  it('names the index an equality reads, and reads in its order', async () => {
    // As the lists read a page: the equality, and a bound on the date they are sorted on.
    const plan = await queryPlan(db, {
      find: 'items',
      filter: { status: 'paid', at: { $lte: new Date('2026-02-01') } },
      sort: { at: -1 },
      limit: 5,
    });
    expect(plan).toEqual({ scans: false, indexes: ['status_1_at_-1'], sortedInMemory: false });
  });

  it('tells a scan and a sort in memory', async () => {
    const plan = await queryPlan(db, { find: 'items', filter: { note: 'note 7' }, sort: { note: 1 } });
    expect(plan.scans).toBe(true);
    expect(plan.indexes).toEqual([]);
    expect(plan.sortedInMemory).toBe(true);
  });

  it('finds by `_id` through its index', async () => {
    expect(await queryPlan(db, { find: 'items', filter: { _id: 7 } })).toEqual({
      scans: false,
      indexes: ['_id_'],
      sortedInMemory: false,
    });
  });
});

// MongoDB cannot run here: its explain answers, in the shapes its manual documents, read as they should.
describe('MongoDB’s explain', () => {
  const command = { find: 'orders', filter: { status: 'paid' }, sort: { createdAt: -1 }, limit: 5 };
  it('reads the classic plan tree', () => {
    const explained = {
      queryPlanner: {
        winningPlan: {
          stage: 'LIMIT',
          inputStage: { stage: 'FETCH', inputStage: { stage: 'IXSCAN', indexName: 'status_1_createdAt_1' } },
        },
      },
    };
    expect(planOf(explained, command, [])).toEqual({
      scans: false,
      indexes: ['status_1_createdAt_1'],
      sortedInMemory: false,
    });
  });

  it('reads the slot-based engine’s plan, a scan with a sort, and an `_id` lookup', () => {
    const scanned = {
      queryPlanner: {
        winningPlan: {
          queryPlan: { stage: 'SORT', inputStage: { stage: 'COLLSCAN' } },
          slotBasedPlan: { stages: '…' },
        },
      },
    };
    expect(planOf(scanned, command, [])).toEqual({ scans: true, indexes: [], sortedInMemory: true });
    const byId = { queryPlanner: { winningPlan: { stage: 'IDHACK' } } };
    expect(planOf(byId, { find: 'orders', filter: { _id: 1 } }, [])).toEqual({
      scans: false,
      indexes: ['_id_'],
      sortedInMemory: false,
    });
    const merged = {
      queryPlanner: {
        winningPlan: {
          stage: 'FETCH',
          inputStage: {
            stage: 'OR',
            inputStages: [
              { stage: 'IXSCAN', indexName: 'nameLower_1' },
              { stage: 'IXSCAN', indexName: 'emailLower_1' },
            ],
          },
        },
      },
    };
    expect(planOf(merged, command, []).indexes).toEqual(['nameLower_1', 'emailLower_1']);
  });
});
