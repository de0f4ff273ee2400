/**
 * A list's row actions (the moves the server allows a row): one runs at once, or first asks for a reason
 * where `asksReason` says so; after it the list reloads and `refresh` moves, so an open drawer reads the
 * row again.
 */
import { useState } from 'react';
import { notifySuccess } from './feedback.ts';

export interface RowActionsOptions<Action extends string, Row extends { id: string; version: number }> {
  /** The move's call: the row's id and version, and the reason when one was asked. */
  act(action: Action, id: string, version: number, reason?: string): Promise<unknown>;
  asksReason(action: Action, row: Row): boolean;
  /** Reloads the list. */
  reload(): void;
  /** What a done move says. */
  doneMessage: string;
}

export function useRowActions<Action extends string, Row extends { id: string; version: number }>(options: RowActionsOptions<Action, Row>) {
  const [asking, setAsking] = useState<{ action: Action; row: Row } | null>(null);
  const [refresh, setRefresh] = useState(0);
  /** The list and an open drawer read again (after a save, too). */
  const changed = () => {
    setRefresh((n) => n + 1);
    options.reload();
  };
  const done = () => {
    notifySuccess(options.doneMessage);
    setAsking(null);
    changed();
  };
  return {
    /** Runs `action` on `row`, or opens its reason dialog. */
    run(action: Action, row: Row) {
      if (options.asksReason(action, row)) setAsking({ action, row });
      else void options.act(action, row.id, row.version).then(done).catch(() => { /* the shell shows the server's message */ });
    },
    /** The move waiting for its reason (the dialog is open while it is set). */
    asking,
    cancel: () => setAsking(null),
    /** The reason dialog's submit: runs the waiting move with the reason. */
    submitReason: (reason: string) => (asking ? options.act(asking.action, asking.row.id, asking.row.version, reason || undefined).then(done) : Promise.resolve()),
    done,
    changed,
    refresh,
  };
}
