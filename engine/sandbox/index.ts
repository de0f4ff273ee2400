export { createSandbox, DEFAULT_MEMORY_LIMIT_BYTES, DEFAULT_TIME_LIMIT_MS } from './sandbox.ts';
export type { Sandbox, SandboxOptions } from './sandbox.ts';
export { MAX_ARRAY_LENGTH, MAX_RESULT_DEPTH } from './guest.ts';
