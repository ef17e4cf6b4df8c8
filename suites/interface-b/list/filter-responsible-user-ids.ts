// Part 4.2 B1, the responsible_user_ids filter, checked against the data set model.
import { filterCheck } from './filter-check.ts';
import { responsibleFilter } from './filters.ts';

export const filterResponsibleUserIdsCheck = filterCheck({
  id: 'B1.filter-responsible-user-ids',
  title: 'responsible_user_ids: every item returned has one of the listed users among its responsible users, and every matching action comes back',
  filter: responsibleFilter,
  requirements: ['R-B1-filter-responsible-user-ids'],
});
