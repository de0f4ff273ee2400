/**
 * Which element type a template element is. hiprint templates name it by
 * `printElementType.type`, or only by a provider tid such as `defaultModule.text`.
 */
import { elementType } from '../elements/registry.ts';
import type { ElementJson } from '../model/types.ts';

export type ResolvedType =
  | { kind: 'type'; type: string; impliedOptions: Record<string, unknown> }
  | { kind: 'tableCustom' }
  | { kind: 'unknown'; tid: string; path: string };

/** Type names that are a text element with a fixed textType (hiprint's barcode and qrcode providers). */
const TEXT_ALIASES: Record<string, Record<string, unknown>> = {
  barcode: { textType: 'barcode' },
  qrcode: { textType: 'qrcode' },
  customtext: {},
};

const TYPE_ALIASES: Record<string, string> = { emptytable: 'table', longtext: 'longText' };

/** Resolve a type name (case-insensitive, with hiprint's aliases) to a registered type. */
function byName(name: string): ResolvedType | undefined {
  const lower = name.toLowerCase();
  if (lower === 'tablecustom') return { kind: 'tableCustom' };
  if (lower in TEXT_ALIASES) return { kind: 'type', type: 'text', impliedOptions: TEXT_ALIASES[lower]! };
  const type = TYPE_ALIASES[lower] ?? name;
  if (elementType(type)) return { kind: 'type', type, impliedOptions: {} };
  const ci = ['text', 'image', 'html', 'hline', 'vline', 'rect', 'oval', 'table'].find((t) => t === lower);
  return ci && elementType(ci) ? { kind: 'type', type: ci, impliedOptions: {} } : undefined;
}

export function resolveElementType(e: ElementJson): ResolvedType {
  const pet = e.printElementType;
  const type = typeof pet?.type === 'string' ? pet.type.trim() : '';
  if (type) {
    const r = byName(type);
    // printElementType.type barcode/qrcode is vue-plugin-hiprint's code element, not the text provider's.
    if (r && r.kind === 'type' && 'textType' in r.impliedOptions) return { ...r, impliedOptions: { ...r.impliedOptions, codeElement: true } };
    if (r) return r;
  }
  const tid = typeof pet?.tid === 'string' && pet.tid ? pet.tid : typeof e.tid === 'string' ? e.tid : '';
  if (tid) {
    // Providers name types `<module>.<type>`; the built-in modules' suffixes are the type names.
    const r = byName(tid.slice(tid.lastIndexOf('.') + 1));
    if (r) return r;
    return { kind: 'unknown', tid, path: pet?.tid ? 'printElementType.tid' : 'tid' };
  }
  if (type) return { kind: 'unknown', tid: type, path: 'printElementType.type' };
  return { kind: 'unknown', tid: '(none)', path: 'printElementType' };
}
