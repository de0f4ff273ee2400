/**
 * The dictionary and item dialogs' checks: the contract's rules, which the server applies too, as
 * @mantine/form validation.
 */
import { dictCodeProblem, dictItemTextProblem, dictItemValueProblem, dictNameProblem } from '../../../contract/rules/index.ts';
import { ruleText, type OwnWords, type PageT } from '../../common/index.ts';

/**
 * The dialogs' own words for the required fields. The code's format takes the catalogue's message: the
 * page's said hyphens were allowed, which the server never accepted.
 */
const OWN_WORDS: OwnWords = {
  DICT_NAME_REQUIRED: 'dict.rule.nameRequired',
  DICT_CODE_REQUIRED: 'dict.rule.codeRequired',
  DICT_ITEM_TEXT_REQUIRED: 'dict.rule.itemTextRequired',
  DICT_ITEM_VALUE_REQUIRED: 'dict.rule.itemValueRequired',
};

export function dictRules(tp: PageT) {
  return {
    dictName: (value: string) => ruleText(dictNameProblem(value), OWN_WORDS, tp),
    dictCode: (value: string) => ruleText(dictCodeProblem(value), OWN_WORDS, tp),
  };
}

export function itemRules(tp: PageT) {
  return {
    itemText: (value: string) => ruleText(dictItemTextProblem(value), OWN_WORDS, tp),
    itemValue: (value: string) => ruleText(dictItemValueProblem(value), OWN_WORDS, tp),
  };
}
