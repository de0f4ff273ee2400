/**
 * Schools and canteens (issue 18): who may manage them, and the field rules the forms and the server share.
 *
 * A college (学校) carries its procurement department (whose buyers see and audit its canteens' orders) and
 * its region; a canteen (食堂) its college, address (a district under the region root 86 and a street line),
 * contacts, delivery slots and the departments whose staff act for it. Nothing that has orders is ever
 * deleted: colleges and canteens are disabled (a disabled canteen takes no new orders; a disabled college's
 * canteens neither) and enabled again. Every edit names the version it read.
 */
import type { ActorKind, DeliverySlot } from './order.ts';

export const SCHOOL_STATUS = { enabled: 1, disabled: 0 } as const;

/** Platform administrators manage every college; procurement the colleges its departments buy for. */
export const SCHOOL_MANAGERS: readonly ActorKind[] = ['platform', 'procurement'];
/** Canteen staff read their own canteens (and their colleges); suppliers see neither. */
export const SCHOOL_READERS: readonly ActorKind[] = ['platform', 'procurement', 'canteen'];

export interface CanteenContact {
  name: string;
  phone: string;
}

/** A mainland mobile number or a landline with its area code (0xx-xxxxxxxx, the hyphen optional). */
export const CONTACT_PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
export const CODE_PATTERN = /^[A-Za-z0-9_-]{2,32}$/;
/** A slot's time window, HH:mm-HH:mm, ending after it starts. */
export const SLOT_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;
export const SLOT_CODE_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;
export const MAX_SLOTS = 8;
export const MAX_CONTACTS = 5;

type Text = string | null | undefined;

/** What is wrong with a field, as a catalogue code and its placeholders; null when it is fine. */
export type SchoolProblem = { code: SchoolErrorCode; params?: Record<string, string | number> } | null;
export type SchoolErrorCode =
  | 'SCHOOL_NAME_REQUIRED' | 'SCHOOL_CODE_INVALID' | 'SCHOOL_PHONE_INVALID' | 'CANTEEN_CONTACT_REQUIRED'
  | 'CANTEEN_CONTACT_INVALID' | 'CANTEEN_SLOT_REQUIRED' | 'CANTEEN_SLOT_INVALID' | 'CANTEEN_SLOT_DUPLICATE';

export function nameProblem(value: Text): SchoolProblem {
  const name = value?.trim() ?? '';
  return name && name.length <= 60 ? null : { code: 'SCHOOL_NAME_REQUIRED' };
}

export function codeProblem(value: Text): SchoolProblem {
  return CODE_PATTERN.test(value?.trim() ?? '') ? null : { code: 'SCHOOL_CODE_INVALID' };
}

/** An optional phone: blank passes, else a mobile or a landline number. */
export function contactPhoneProblem(value: Text): SchoolProblem {
  const phone = value?.trim();
  return !phone || CONTACT_PHONE_PATTERN.test(phone) ? null : { code: 'SCHOOL_PHONE_INVALID', params: { phone } };
}

/** At least one contact, each with a name and a valid phone. */
export function contactsProblem(contacts: readonly CanteenContact[]): SchoolProblem {
  if (contacts.length === 0) return { code: 'CANTEEN_CONTACT_REQUIRED' };
  for (const [index, contact] of contacts.entries()) {
    if (!contact.name?.trim() || !CONTACT_PHONE_PATTERN.test(contact.phone?.trim() ?? '')) return { code: 'CANTEEN_CONTACT_INVALID', params: { row: index + 1 } };
  }
  return null;
}

/** One slot or more; codes unique; each window HH:mm-HH:mm ending after it starts. */
export function slotsProblem(slots: readonly DeliverySlot[]): SchoolProblem {
  if (slots.length === 0) return { code: 'CANTEEN_SLOT_REQUIRED' };
  const seen = new Set<string>();
  for (const [index, slot] of slots.entries()) {
    const time = slot.time?.trim() ?? '';
    const valid = SLOT_CODE_PATTERN.test(slot.code ?? '') && !!slot.name?.trim() && SLOT_TIME_PATTERN.test(time) && time.slice(0, 5) < time.slice(6);
    if (!valid) return { code: 'CANTEEN_SLOT_INVALID', params: { row: index + 1 } };
    if (seen.has(slot.code)) return { code: 'CANTEEN_SLOT_DUPLICATE', params: { slot: slot.code } };
    seen.add(slot.code);
  }
  return null;
}

/** The first problem of a canteen's fields. */
export function canteenProblem(input: { name: Text; contacts: readonly CanteenContact[]; deliverySlots: readonly DeliverySlot[] }): SchoolProblem {
  return nameProblem(input.name) ?? contactsProblem(input.contacts) ?? slotsProblem(input.deliverySlots);
}

/** The first problem of a college's fields. */
export function collegeProblem(input: { name: Text; code: Text; phone?: Text }): SchoolProblem {
  return nameProblem(input.name) ?? codeProblem(input.code) ?? contactPhoneProblem(input.phone);
}
