/** Latin stand-ins for the Chinese product names, for peers measured without a CJK font. */
import type { DeliveryRow } from '../delivery-note.ts';

const SYLLABLES = ['rice', 'oil', 'flour', 'veg', 'egg', 'milk', 'pork', 'beef', 'fish', 'tofu', 'kale', 'leek', 'salt', 'soy'];

/** About two lines in the name column, as the Chinese name is: ten words from its characters. */
export function latinName(row: DeliveryRow): string {
  const words: string[] = [];
  for (let i = 0; i < row.name.length; i += 2) words.push(SYLLABLES[row.name.charCodeAt(i) % SYLLABLES.length]!);
  return words.join(' ');
}
