/** The one registry of element types. Each type registers itself from its own folder. */
import type { ElementType } from './types.ts';

const types = new Map<string, ElementType>();

/** Add an element type; a second registration of the same name replaces the first. */
export function registerElementType(type: ElementType): void {
  types.set(type.type, type);
}

export function elementType(name: string): ElementType | undefined {
  return types.get(name);
}

export function elementTypes(): ElementType[] {
  return [...types.values()];
}
