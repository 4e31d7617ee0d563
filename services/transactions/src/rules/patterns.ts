/**
 * A `matches` condition's pattern is run on every row at import, so it must not be able to run away. Two locks:
 * - it runs on RE2's linear-time engine (re2js, a pure-JavaScript port of RE2): the time is bounded by the text's
 *   length (capped at RULE_TEXT_WINDOW) whatever the pattern, even one that backtracks catastrophically in a
 *   backtracking engine such as V8's (`(x|x)*y` takes 20 s on 26 x's there, 4 ms on 1,000 here);
 * - a pattern that would backtrack catastrophically elsewhere (safe-regex2: nested quantifiers, very many
 *   repetitions) is refused when saved anyway, naming it, so what a person types says what it costs.
 * RE2 has no look-arounds or back-references: a pattern using them is refused as invalid, naming what it lacks.
 */
import { RE2JS } from 're2js';
import safeRegex from 'safe-regex2';

/** A compiled pattern's test, case-insensitive as the other description operators are. */
export type PatternTest = (text: string) => boolean;

function compilePattern(pattern: string): RE2JS {
  return RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
}

/** Why the pattern cannot be used (naming it), or null when it can. */
export function patternProblem(pattern: string): string | null {
  const shown = pattern.length > 60 ? `${pattern.slice(0, 60)}…` : pattern;
  try {
    compilePattern(pattern);
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^error parsing regexp: /, '') : 'not valid';
    return `Invalid pattern "${shown}": ${reason}`;
  }
  if (!safeRegex(pattern)) return `Unsafe pattern "${shown}": it could take too long on some descriptions`;
  return null;
}

/**
 * The pattern as a linear-time test. A stored pattern checked before patterns ran on RE2 may use syntax RE2 lacks:
 * it matches nothing rather than stopping an import (saving the rule again names the problem).
 */
export function patternTest(pattern: string): PatternTest {
  let compiled: RE2JS;
  try {
    compiled = compilePattern(pattern);
  } catch {
    return () => false;
  }
  return (text) => compiled.test(text);
}
