/**
 * The sandbox as the engine's door offers it: its module (QuickJS with the wasm inlined, some
 * 700 KB) is imported on the first call, so a bundle that can run user code keeps it in a
 * chunk of its own and loads it only when a sandbox is asked for.
 */
import type { Sandbox, SandboxOptions } from './sandbox.ts';

/** A new sandbox for user code (see sandbox.ts); the module loads once, on the first call. */
export async function createSandbox(options?: SandboxOptions): Promise<Sandbox> {
  const { createSandbox: create } = await import('./sandbox.ts');
  return create(options);
}
