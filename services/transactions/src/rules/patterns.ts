/**
 * A `matches` condition's pattern is run on every row at import: one that can backtrack catastrophically would stall
 * an import, so it is refused when saved. safe-regex2 refuses nested quantifiers (star height above 1) and very
 * many repetitions; the contract caps the pattern's length (MAX_RULE_TEXT) and the engine the text it is run on
 * (RULE_TEXT_WINDOW).
 */
import safeRegex from 'safe-regex2';

/** Why the pattern cannot be used (naming it), or null when it can. */
export function patternProblem(pattern: string): string | null {
  const shown = pattern.length > 60 ? `${pattern.slice(0, 60)}…` : pattern;
  try {
    new RegExp(pattern, 'i');
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : 'not valid';
    return `Invalid pattern "${shown}": ${reason}`;
  }
  if (!safeRegex(pattern)) return `Unsafe pattern "${shown}": it could take too long on some descriptions`;
  return null;
}
