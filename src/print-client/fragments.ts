/**
 * Reassembly of `printByFragments` pieces into one HTML job. Pieces may arrive in any order and
 * more than once; a set nobody completes within ten minutes is dropped by `sweep`.
 */
import { PrintError } from './errors.ts';
import type { FragmentPayload } from '../contract/printClient.ts';

/** How long an incomplete set is kept after its last piece (the hiprint clients' rule). */
export const FRAGMENT_STALE_MS = 10 * 60 * 1000;

interface FragmentSet {
  id: string;
  owner: string;
  total: number;
  pieces: (string | undefined)[];
  received: number;
  bytes: number;
  updated: number;
  last: FragmentPayload;
}

export type FragmentResult = { done: false; received: number; total: number } | { done: true; html: string; payload: FragmentPayload };

export interface FragmentStoreOptions {
  now: () => number;
  maxBytes: number;
  staleMs?: number;
  /** Incomplete sets kept at once; a flood of new ids is refused past it. */
  maxSets?: number;
}

/** Collects fragment sets per sender. */
export class FragmentStore {
  private readonly sets = new Map<string, FragmentSet>();
  private readonly staleMs: number;
  private readonly maxSets: number;

  constructor(private readonly options: FragmentStoreOptions) {
    this.staleMs = options.staleMs ?? FRAGMENT_STALE_MS;
    this.maxSets = options.maxSets ?? 200;
  }

  /** Incomplete sets held now. */
  get size(): number {
    return this.sets.size;
  }

  /** Add a checked piece from `owner` (a socket id); returns the whole HTML once every piece is in. */
  add(owner: string, fragment: FragmentPayload): FragmentResult {
    // Keyed by sender too, so one page cannot complete or spoil another page's job.
    const key = `${owner}\u0000${fragment.id}`;
    let set = this.sets.get(key);
    if (!set) {
      if (this.sets.size >= this.maxSets) throw new PrintError('BAD_PAYLOAD', { detail: `too many unfinished fragment sets (${this.maxSets})` });
      set = { id: fragment.id, owner, total: fragment.total, pieces: new Array(fragment.total), received: 0, bytes: 0, updated: 0, last: fragment };
      this.sets.set(key, set);
    }
    if (fragment.total !== set.total) {
      this.sets.delete(key);
      throw new PrintError('BAD_PAYLOAD', { detail: `fragment ${fragment.index} of ${fragment.id} says total ${fragment.total}, earlier pieces said ${set.total}` });
    }
    const size = Buffer.byteLength(fragment.htmlFragment);
    const previous = set.pieces[fragment.index];
    if (previous === undefined) set.received += 1;
    set.bytes += size - (previous === undefined ? 0 : Buffer.byteLength(previous));
    if (set.bytes > this.options.maxBytes) {
      this.sets.delete(key);
      throw new PrintError('TOO_LARGE', { size: (set.bytes / 1048576).toFixed(1), limit: (this.options.maxBytes / 1048576).toFixed(1) });
    }
    set.pieces[fragment.index] = fragment.htmlFragment;
    set.updated = this.options.now();
    set.last = fragment;
    if (set.received < set.total) return { done: false, received: set.received, total: set.total };
    this.sets.delete(key);
    return { done: true, html: set.pieces.join(''), payload: set.last };
  }

  /** Drop sets whose last piece is older than the staleness limit; returns what was dropped. */
  sweep(): { id: string; owner: string; payload: FragmentPayload }[] {
    const now = this.options.now();
    const dropped: { id: string; owner: string; payload: FragmentPayload }[] = [];
    for (const [key, set] of this.sets) {
      if (now - set.updated > this.staleMs) {
        this.sets.delete(key);
        dropped.push({ id: set.id, owner: set.owner, payload: set.last });
      }
    }
    return dropped;
  }

  /** Forget a sender's sets (it disconnected: nobody is left to complete them or hear the answer). */
  dropOwner(owner: string): void {
    for (const [key, set] of this.sets) if (set.owner === owner) this.sets.delete(key);
  }
}
