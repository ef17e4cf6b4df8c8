// Part 4.2 B1: the 200 body is an object with data (development actions of part 2.2) and meta.paging
// (totalCount and currentPage, integers).
import { expectSchema, expectStatus } from '../../common/expect.ts';
import type { CheckDefinition } from '../../../src/engine/types.ts';
import { dataset } from './dataset.ts';
import { describeQuery, type Params } from './query.ts';
import { EXPANDABLE } from './expand.ts';

export const listSchemaCheck: CheckDefinition = {
  id: 'B1.list-schema',
  title: 'the list body matches part 4.2 B1: data holds development actions, meta.paging holds totalCount and currentPage',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-response-body', 'R-B1-paging-fields', 'R-B-action-field-types', 'R-B1-parameters-optional'],
  async run(t) {
    const ds = await dataset(t);
    const queries: Params[] = [{}, { ...ds.base, expand: EXPANDABLE.join(',') }, { ...ds.base, limit: 1, offset: 1 }];
    for (const params of queries) {
      const res = await t.api.call('listActions', { params });
      expectStatus(t, res, [200], `B1 list ${describeQuery(params)}`);
      expectSchema(t, res, 'interface-b/actionList', `B1 list ${describeQuery(params)}`);
    }
  },
};
