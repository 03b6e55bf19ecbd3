import { defineProject } from 'vitest/config';

/** The bench's own unit tests (scenario URLs accepted by the contract, reporting, CPU split). */
export default defineProject({
  test: { name: 'bench', include: ['lib/**/*.test.mjs'], environment: 'node' },
});
