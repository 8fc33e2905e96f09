import axe from 'axe-core';

/**
 * The serious and critical accessibility issues axe finds in `root` (as the end-to-end scan reports
 * them), one line each: `rule: help (n elements)`. In the test DOM nothing is laid out, so what needs
 * layout (colour contrast, target size) is left to the browser scan.
 */
export async function seriousAxeIssues(root: Element): Promise<string[]> {
  const result = await axe.run(root, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} elements)`);
}
