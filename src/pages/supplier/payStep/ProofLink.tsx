/** Opens the payment proof through a short-lived signed link (only its supplier and platform staff get one). */
import { Anchor } from '@mantine/core';
import { fileLink } from '../../../api/endpoints/files.ts';

export function ProofLink({ path, name }: { path: string; name: string | null }) {
  const open = () => void fileLink(path).then((url) => globalThis.open(url, '_blank')).catch(() => {});
  return <Anchor size="sm" onClick={open} data-testid="pay-step-proof">{name ?? path}</Anchor>;
}
