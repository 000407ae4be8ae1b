/**
 * Bounds of a free-form JSON value (a `json` field, a preference): how deeply it nests and how
 * long it is as JSON text. Checked without recursion, so 10,000 levels of nesting cost a loop of
 * 33 steps and a refusal, not a stack overflow in an encoder (issue 11, "Deep JSON gives 500").
 */

/** Objects and lists inside each other: `{"a": [1]}` is 2 deep. */
export const JSON_MAX_DEPTH = 32;
/** Characters of the value written as JSON. */
export const JSON_MAX_LENGTH = 100_000;

/** How deep `value` nests, counting at most to `limit + 1` (deeper is deeper than the limit anyway). */
export function jsonDepth(value: unknown, limit = JSON_MAX_DEPTH): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (typeof child === 'object' && child !== null) stack.push([child, level]);
    }
  }
  return deepest;
}

/** What is wrong with a JSON value's shape, as the end of a sentence about it, or null. */
export function jsonBoundsProblem(value: unknown, maxDepth = JSON_MAX_DEPTH, maxLength = JSON_MAX_LENGTH): string | null {
  if (jsonDepth(value, maxDepth) > maxDepth) return `is nested deeper than ${maxDepth} levels`;
  // Only now is JSON.stringify safe: its recursion is bounded by maxDepth.
  if (JSON.stringify(value).length > maxLength) return `is larger than ${maxLength.toLocaleString('en')} characters`;
  return null;
}
