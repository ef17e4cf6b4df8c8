// Part 4.2 B1, the edited_at_from and edited_at_to range, checked against the data set model. Bounds never
// equal a data-set time: whether a bound is inclusive is not stated. The range selects by the time of the
// last edit, so an action the data set patched (seconds after creating it) must show an editTime later
// than its createdTime: one whose update path never stamps the time is missed by every range after it.
import { filterCheck } from './filter-check.ts';
import { editedFilter } from './filters.ts';

export const filterEditedAtCheck = filterCheck({
  id: 'B1.filter-edited-at',
  title: 'edited_at_from/edited_at_to: every item returned was edited within the range, and every action edited within it comes back',
  filter: editedFilter,
  requirements: ['R-B1-filter-edited-at'],
  precondition: (t, ds) => {
    const stale = ds.actions.find((a) => a.edit && a.createdMicros !== undefined && a.editedMicros !== undefined && a.editedMicros <= a.createdMicros);
    if (stale) {
      t.fail(`the run's action ${stale.id} ("${stale.title}") was patched seconds after its creation, yet its editTime is not later than its createdTime: the edit did not move it`, stale.edit!);
    }
  },
});
