/** The outbox's entries, re-rendering whoever reads them when a write is kept, sent or dismissed. */
import { useSyncExternalStore } from 'react';
import { outbox, type OutboxEntry } from './outbox';

export const useOutbox = (): OutboxEntry[] => useSyncExternalStore((l) => outbox.subscribe(l), () => outbox.entries());
