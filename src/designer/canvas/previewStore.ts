/** A tiny store for the gesture preview (and the hover outline), so they re-render only the guides layer. */
import { useSyncExternalStore } from 'react';
import type { Preview } from './pointer.ts';

export class PreviewStore {
  private value: Preview = {};
  private listeners = new Set<() => void>();

  get = (): Preview => this.value;

  set = (value: Preview): void => {
    if (isEmpty(value) && isEmpty(this.value)) return;
    this.value = value;
    for (const listener of [...this.listeners]) listener();
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

const isEmpty = (p: Preview): boolean => !p.brush && !p.line && !p.hover;

export const usePreview = (store: PreviewStore): Preview => useSyncExternalStore(store.subscribe, store.get);
