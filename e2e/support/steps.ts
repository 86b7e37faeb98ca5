import { it } from 'vitest';

/**
 * The named steps of one story told across several tests that share its state: they run in the
 * order written, and once a step fails the steps after it are skipped, naming the step that
 * failed, instead of failing again for a state that was never reached.
 */
export function serialSteps() {
  let failed: string | null = null;
  return (name: string, body: () => Promise<void>, timeout?: number) =>
    it(
      name,
      async (context) => {
        if (failed) context.skip(`the earlier step '${failed}' failed`);
        context.onTestFailed(() => {
          failed = name;
        });
        await body();
      },
      timeout,
    );
}
