/**
 * GET /sys/checkRule/checkByCode ?ruleCode&value: run a stored check rule. A rule is a list of
 * {pattern, message} steps; the first pattern the value does not match decides the message.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { checkRule } from '../../../contract/routes/lookup.ts';
import { checkRules } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';

export interface RuleStep {
  pattern: string;
  message: string;
}

/** The message of the first failing step, null when the value passes; throws when a step is malformed. */
export function firstFailure(steps: unknown, value: string): string | null {
  if (!Array.isArray(steps)) throw new Error('rule is not a list');
  for (const step of steps as Array<Partial<RuleStep>>) {
    if (typeof step?.pattern !== 'string' || typeof step.message !== 'string') throw new Error('malformed step');
    if (!new RegExp(step.pattern).test(value)) return step.message;
  }
  return null;
}

/** Register the check-rule call. */
export function checkRuleRoutes(app: FastifyInstance): void {
  addRoute(app, checkRule, {}, async (request) => {
    const { ruleCode, value = '' } = request.query;
    const [rule] = await app.db.select({ ruleJson: checkRules.ruleJson }).from(checkRules).where(eq(checkRules.ruleCode, ruleCode)).limit(1);
    if (!rule) fail('CHECK_RULE_NOT_FOUND', { code: ruleCode });
    let message: string | null;
    try {
      message = firstFailure(rule.ruleJson, value);
    } catch (error) {
      request.log.warn({ ruleCode, error: (error as Error).message }, 'check rule is misconfigured');
      fail('CHECK_RULE_BROKEN', { code: ruleCode });
    }
    if (message !== null) fail('CHECK_RULE_FAILED', { message });
    return ok(null, '校验通过');
  });
}
