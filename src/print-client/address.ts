/** The machine's addresses and identity, for the `address` and `clientInfo` events. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { arch, hostname, networkInterfaces, platform, type NetworkInterfaceInfo } from 'node:os';
import type { AddressAll, ClientInfo, PrinterMode } from '../contract/printClient.ts';

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

const NO_MAC = '00:00:00:00:00:00';

/** The first external IPv4 and IPv6 addresses and the MAC of the interface that has the IPv4 one. */
export function addresses(interfaces: Interfaces = networkInterfaces()): AddressAll {
  const entries = Object.values(interfaces).flatMap((list) => list ?? []).filter((e) => !e.internal);
  const v4 = entries.find((e) => e.family === 'IPv4');
  // A global IPv6 address says more than a link-local one (fe80::), which every interface has.
  const v6 = entries.find((e) => e.family === 'IPv6' && !e.address.toLowerCase().startsWith('fe80')) ?? entries.find((e) => e.family === 'IPv6');
  const mac = [v4, v6, ...entries].find((e) => e && e.mac && e.mac !== NO_MAC)?.mac ?? null;
  return { ip: v4?.address ?? null, ipv6: v6?.address ?? null, mac };
}

/** The answer to `address` for one type; unknown types get `all`. */
export function addressFor(type: unknown, all: AddressAll = addresses()): { type: string; value: string | AddressAll | null } {
  if (type === 'ip' || type === 'ipv6' || type === 'mac') return { type, value: all[type] };
  return { type: 'all', value: all };
}

/** The host to put in a URL for a server listening on `listen`: localhost, the LAN address for a wildcard, or the address itself. */
export function urlHost(listen: string, lanIp: string | null): string {
  if (listen === 'localhost' || listen === '::1' || listen.startsWith('127.')) return 'localhost';
  if (listen === '0.0.0.0' || listen === '::') return lanIp ?? 'localhost';
  return listen.includes(':') ? `[${listen}]` : listen;
}

/** A stable id for this machine that does not reveal /etc/machine-id itself. */
export function machineId(): string {
  let seed: string;
  try {
    seed = readFileSync('/etc/machine-id', 'utf8').trim();
  } catch {
    seed = `${hostname()}|${addresses().mac ?? ''}`;
  }
  return createHash('sha256').update(`larder-print|${seed}`).digest('hex').slice(0, 32);
}

/**
 * The `clientInfo` payload. `host` is the listen address: the advertised URL must be one that
 * works, so a client bound to loopback says localhost and one bound to all interfaces its LAN IP.
 */
export function clientInfo(options: { version: string; host: string; port: number; mode: PrinterMode }): ClientInfo {
  const all = addresses();
  return {
    name: 'larder-print',
    hostname: hostname(),
    version: options.version,
    platform: platform(),
    arch: arch(),
    ip: all.ip,
    ipv6: all.ipv6,
    mac: all.mac,
    clientUrl: `http://${urlHost(options.host, all.ip)}:${options.port}`,
    machineId: machineId(),
    mode: options.mode,
  };
}
