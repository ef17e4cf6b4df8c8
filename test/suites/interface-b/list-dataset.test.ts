import { describe, expect, it } from 'vitest';
import { validate } from '../../../schemas/index.ts';
import { bodyFor, DATASET_SIZE, plans } from '../../../suites/interface-b/list/dataset-bodies.ts';

const FIXTURES = { categoryIds: [1, 2, 3], userIds: [1, 2, 3, 4], companyIds: [1, 2, 3] };

describe('B1 data set bodies', () => {
  const bodies = plans(FIXTURES).map((p, i) => bodyFor(i, p, 'cf-test-1', FIXTURES));

  it('are valid creation bodies carrying the marker', () => {
    expect(bodies).toHaveLength(DATASET_SIZE);
    for (const { body, model } of bodies) {
      expect(validate('interface-b/actionCreate', body)).toEqual([]);
      expect(body.title).toBe(model.title);
      expect(model.title.startsWith('cf-test-1 ')).toBe(true);
      expect(body.tags).toEqual(['cf-test-1']);
    }
  });

  it('cover every status, several categories, distinct deadlines, and tasks and files on some', () => {
    expect(new Set(bodies.map((b) => b.model.status))).toEqual(new Set(['Draft', 'Suggestion', 'In Progress', 'Cancelled', 'Completed']));
    expect(new Set(bodies.map((b) => b.model.categoryId)).size).toBeGreaterThan(1);
    const deadlines = bodies.map((b) => b.model.deadline).filter((d) => d !== undefined);
    expect(new Set(deadlines).size).toBe(deadlines.length);
    expect(deadlines.length).toBeLessThan(DATASET_SIZE);
    expect(bodies.filter((b) => b.model.tasks > 0).length).toBeGreaterThan(2);
    expect(bodies.filter((b) => b.model.files > 0).length).toBeGreaterThan(2);
    expect(bodies.some((b) => b.model.responsibleUserIds.length > 1)).toBe(true);
  });

  it('are the same for every run (a fixed seed), whatever the run seed', () => {
    expect(plans(FIXTURES)).toEqual(plans(FIXTURES));
  });

  it('leave out users and sharing when the fixtures have none', () => {
    const bare = { categoryIds: [7], userIds: [], companyIds: [] };
    for (const [i, p] of plans(bare).entries()) {
      const { body } = bodyFor(i, p, 'm', bare);
      expect(body.responsibleUserIds).toBeUndefined();
      expect(body.shareTo).toBeUndefined();
      expect(body.categoryId).toBe(7);
      expect(validate('interface-b/actionCreate', body)).toEqual([]);
    }
  });
});
