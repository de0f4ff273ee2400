/** What every benchmark report records about the machine it ran on, so numbers from two runs can be read side by side. */
import { cpus, totalmem } from 'node:os';

export interface MachineInfo {
  node: string;
  platform: string;
  cpu: string;
  cores: number;
  memoryGB: number;
}

export function machineInfo(): MachineInfo {
  return {
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGB: Math.round(totalmem() / 2 ** 30),
  };
}
