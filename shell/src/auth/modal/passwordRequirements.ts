import { PASSWORD_REQUIREMENTS, PASSWORD_RULES, type PasswordRuleId } from '@tracker/contracts';

export interface PasswordRequirement {
  id: PasswordRuleId;
  label: string;
  test: (password: string) => boolean;
}

/**
 * The sign-up form's requirement list: the contracts' rules (the same ones the server enforces) beside the
 * labels contracts gives for them, in the same order.
 */
export const PASSWORD_REQUIREMENT_LIST: readonly PasswordRequirement[] = PASSWORD_RULES.map((rule, index) => ({
  id: rule.id,
  label: PASSWORD_REQUIREMENTS[index] ?? rule.message,
  test: rule.test,
}));
