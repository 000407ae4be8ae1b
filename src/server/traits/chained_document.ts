/**
 * The behaviour of the chained_document trait (schema/traits/chained_document.yaml): a confirmed
 * document (status C) is locked, so its figures stay as numbered: an update or a delete answers
 * 409. Its status may still change (void keeps the record, reopen unlocks it for the admin).
 */
import { defineBehaviour } from '../behaviours';
import { conflict } from '../errors';

export const CONFIRMED = 'C';

export default defineBehaviour(() => ({
  guard({ kind, info, current }) {
    if (!current || current.status !== CONFIRMED || (kind !== 'update' && kind !== 'delete' && kind !== 'transition')) return;
    throw conflict(`This ${info.def.labelSingular.toLowerCase()} is confirmed and can no longer be changed`, { field: 'status' });
  },
}));
