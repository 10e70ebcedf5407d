import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { passwordWeaknessTexts } from '@folio/model';

// zxcvbn scores 0–4. 0 and 1 ("too guessable", "very guessable": under a million guesses) fall to a short online
// attack spread over many addresses; 2 and up are taken. The one place this rule lives.
export const MIN_PASSWORD_SCORE = 2;

// Built on first use: loading the dictionaries takes some tens of milliseconds.
let estimator: ZxcvbnFactory | undefined;

// zxcvbn's warning keys (its untranslated feedback) grouped into the reasons we tell.
const reasonOfWarning: Record<string, keyof typeof passwordWeaknessTexts> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  wordByItself: 'common',
  namesByThemselves: 'common',
  commonNames: 'common',
  pwned: 'common',
  straightRow: 'keyboard',
  keyPattern: 'keyboard',
  simpleRepeat: 'repeats',
  extendedRepeat: 'repeats',
  sequences: 'sequence',
  recentYears: 'date',
  dates: 'date',
  userInputs: 'personal',
};

/**
 * Why a new password is too easy to guess, or undefined when it is strong enough. `personal` are the person's own
 * words (e-mail, name): a password made of them is as weak as a common one.
 */
export function passwordWeakness(password: string, personal: readonly string[]): string | undefined {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, useLevenshteinDistance: true });
  const words = personal.flatMap((text) => [text, ...text.toLowerCase().split(/[^\p{L}\p{N}]+/u)]).filter((word) => word.length > 1);
  const result = estimator.check(password, words);
  if (result.score >= MIN_PASSWORD_SCORE) return undefined;
  const reason = reasonOfWarning[result.feedback.warning ?? ''] ?? 'simple';
  return passwordWeaknessTexts[reason];
}
