/**
 * The big screen (/screen, issue 21): one overview of the ordering business for a wall display — today's
 * orders, deliveries under way, receiving checks, exceptions by canteen and supplier, this month's amounts
 * and a 14-day trend. Platform staff see everything, procurement its institution's canteens; others are refused.
 */
import { Type, type Static } from 'typebox';
import { DateTime } from '../envelope.ts';
import { defineRoute } from '../route.ts';

const tag = 'screen';

const Named = Type.Object({ id: Type.String(), name: Type.String(), value: Type.Number() });

export const ScreenOverview = Type.Object({
  at: DateTime,
  today: Type.String(),
  ordersToday: Type.Integer(),
  linesToday: Type.Integer(),
  /** Lines dispatched and not yet checked. */
  deliveriesUnderway: Type.Integer(),
  checksToday: Type.Integer(),
  /** Lines waiting at each step (status → count). */
  pipeline: Type.Array(Type.Object({ status: Type.String(), count: Type.Integer() })),
  /** Receiving checks with rejected goods this month, by canteen and by supplier (the after-sales cases). */
  exceptionsByCanteen: Type.Array(Named),
  exceptionsBySupplier: Type.Array(Named),
  amountMonth: Type.Number(),
  amountByCanteen: Type.Array(Named),
  amountBySupplier: Type.Array(Named),
  trend: Type.Array(Type.Object({ day: Type.String(), orders: Type.Integer(), amount: Type.Number() })),
});
export type ScreenOverview = Static<typeof ScreenOverview>;

export const screenOverview = defineRoute({
  method: 'GET',
  url: '/screen/overview',
  summary: 'The big screen\'s figures in the caller\'s scope (platform: all; procurement: its institution)',
  tag,
  result: ScreenOverview,
});
