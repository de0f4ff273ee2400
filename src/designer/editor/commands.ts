/**
 * Named commands (excalidraw's actions): shortcuts, menus and toolbar all dispatch by name.
 * A command changes the document only through `editor.change`, inside the stopping point
 * that `editor.exec` sets, so each command is one undo step labelled with its label.
 */
import type { Editor } from './editor.ts';

/** A key press as the view forwards it. */
export interface KeyInput {
  key: string;
  keyCode?: number;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
}

export interface Command<A = unknown> {
  name: string;
  /** What undo and menus show. */
  label: string;
  /** Do it; return false when nothing happened. */
  perform(editor: Editor, args: A): boolean | void;
  keyTest?(key: KeyInput): boolean;
  predicate?(editor: Editor, args: A): boolean;
  /** False for commands that never change the document (copy, undo, selectPanel): no stopping point. */
  changesDocument?: false;
}

export class CommandRegistry {
  private commands = new Map<string, Command<never>>();

  /** Register a command; a name already taken throws, so two features never fight over one. */
  register<A>(command: Command<A>): void {
    if (this.commands.has(command.name)) throw new Error(`command '${command.name}' is already registered`);
    this.commands.set(command.name, command as Command<never>);
  }

  get(name: string): Command<unknown> | undefined {
    return this.commands.get(name) as Command<unknown> | undefined;
  }

  list(): Command<unknown>[] {
    return [...this.commands.values()] as Command<unknown>[];
  }

  /** The first command whose keyTest matches and whose predicate allows it. */
  forKey(key: KeyInput, editor: Editor): Command<unknown> | undefined {
    return this.list().find((c) => c.keyTest?.(key) && (c.predicate?.(editor, undefined) ?? true));
  }
}

/** Ctrl on Windows and Linux, Cmd on macOS: either counts. */
export const mod = (k: KeyInput): boolean => Boolean(k.ctrlKey || k.metaKey);

export const isKey = (k: KeyInput, key: string, code: number): boolean =>
  k.key === key || (k.keyCode !== undefined && k.keyCode === code);
