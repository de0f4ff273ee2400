/**
 * GET /sys/checkRule/checkByCode ?ruleCode&value: run a stored check rule. A rule is a list of
 * {pattern, message} steps; the first pattern the value does not match decides the message. The rule editor
 * (system/CheckRuleList) tests values through the same evaluateRule.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { checkRule } from '../../../contract/routes/lookup.ts';
import { checkRules } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { CHECK_VALUE_MAX, evaluateRule } from '../../../contract/domain/checkRule.ts';

/** Register the check-rule call. */
export function checkRuleRoutes(app: FastifyInstance): void {
  addRoute(app, checkRule, {}, async (request) => {
    const { ruleCode, value = '' } = request.query;
    const [rule] = await app.db.select({ ruleJson: checkRules.ruleJson }).from(checkRules).where(eq(checkRules.ruleCode, ruleCode)).limit(1);
    if (!rule) fail('CHECK_RULE_NOT_FOUND', { code: ruleCode });
    // evaluateRule is the rule editor's test box too (system/CheckRuleList); an unsafe stored pattern is refused, not run
    const result = evaluateRule(rule.ruleJson, value);
    if (result.kind === 'valueTooLong') fail('CHECK_RULE_VALUE_TOO_LONG', { max: CHECK_VALUE_MAX });
    if (result.kind === 'unsafe') {
      request.log.warn({ ruleCode, step: result.step, problem: result.problem }, 'check rule is misconfigured');
      fail('CHECK_RULE_BROKEN', { code: ruleCode });
    }
    if (result.kind === 'failed') fail('CHECK_RULE_FAILED', { message: result.message });
    return ok(null, '校验通过');
  });
}
