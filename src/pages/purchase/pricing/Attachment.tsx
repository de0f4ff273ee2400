/** Attachments of price documents: an upload button that answers the stored path, and the stored file as a thumbnail or a link. */
import { useEffect, useState } from 'react';
import { Anchor, Button, FileButton, Group, Image } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { fileLink, uploadFile, uploadImage } from '../../../api/endpoints/files.ts';
import { usePageT } from '../../common/index.ts';

export function AttachmentUpload({ value, image = false, onChange, testId }: { value: string | null; image?: boolean; onChange(path: string | null): void; testId?: string }) {
  const tp = usePageT();
  const [busy, setBusy] = useState(false);
  const upload = (file: File | null) => {
    if (!file) return;
    setBusy(true);
    void (image ? uploadImage(file) : uploadFile(file)).then((stored) => onChange(stored.path)).catch(() => {}).finally(() => setBusy(false));
  };
  return (
    <Group gap="xs" wrap="nowrap">
      {value && <AttachmentView path={value} image={image} />}
      <FileButton onChange={upload} accept={image ? 'image/png,image/jpeg,image/gif' : 'application/pdf,image/png,image/jpeg'}>
        {(props) => <Button {...props} size="compact-xs" variant="light" loading={busy} leftSection={<IconUpload size={12} />} data-testid={testId}>{tp('pricing.attach.upload')}</Button>}
      </FileButton>
    </Group>
  );
}

/** A stored file through a short-lived signed link: an image as a thumbnail, anything else as a link. */
export function AttachmentView({ path, image = false, testId }: { path: string; image?: boolean; testId?: string }) {
  const tp = usePageT();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => { void fileLink(path).then(setUrl).catch(() => setUrl(null)); }, [path]);
  if (!url) return null;
  return image
    ? <Anchor href={url} target="_blank" data-testid={testId}><Image src={url} w={48} h={48} fit="cover" radius="sm" alt={tp('pricing.attach.image')} /></Anchor>
    : <Anchor href={url} target="_blank" size="sm" data-testid={testId}>{tp('pricing.attach.view')}</Anchor>;
}
