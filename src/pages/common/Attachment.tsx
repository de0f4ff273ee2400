/**
 * Stored files on a record (price documents, base products): an upload button that answers the stored path,
 * and the stored file through a short-lived signed link, as a thumbnail or a link.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Anchor, Button, FileButton, Group, Image } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { fileLink, uploadFile, uploadImage } from '../../api/endpoints/files.ts';
import { usePageT } from './i18n.ts';

/** What the file chooser offers: the image types the image upload takes, or those and pdf. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif';
const FILE_ACCEPT = 'application/pdf,image/png,image/jpeg';

/**
 * Uploads the chosen files one after another (at most `max` of them: the rest are left), handing each stored
 * path to `onUploaded`; the server's refusal of one (type, size, quota) is the shell's notice.
 */
export function useUpload(image: boolean, onUploaded: (path: string) => void) {
  const [busy, setBusy] = useState(false);
  const upload = async (chosen: File | File[] | null, max = Infinity) => {
    const list = (Array.isArray(chosen) ? chosen : chosen ? [chosen] : []).slice(0, max);
    if (list.length === 0) return;
    setBusy(true);
    try {
      for (const file of list) onUploaded((await (image ? uploadImage(file) : uploadFile(file))).path);
    } catch { /* the shell shows the server's message */ } finally {
      setBusy(false);
    }
  };
  return { busy, upload };
}

/** One file's upload button, beside the file it holds. */
export function AttachmentUpload({ value, image = false, onChange, testId }: { value: string | null; image?: boolean; onChange(path: string | null): void; testId?: string }) {
  const tp = usePageT();
  const { busy, upload } = useUpload(image, onChange);
  return (
    <Group gap="xs" wrap="nowrap">
      {value && <AttachmentView path={value} image={image} />}
      <FileButton onChange={(file) => void upload(file)} accept={image ? IMAGE_ACCEPT : FILE_ACCEPT}>
        {(props) => <Button {...props} size="compact-xs" variant="light" loading={busy} leftSection={<IconUpload size={12} />} data-testid={testId}>{tp('common.attach.upload')}</Button>}
      </FileButton>
    </Group>
  );
}

/** A stored file through a short-lived signed link: an image as a `size` px thumbnail, anything else as a link. */
export function AttachmentView({ path, image = false, size = 48, testId, fallback = null }: { path: string; image?: boolean; size?: number; testId?: string; fallback?: ReactNode }) {
  const tp = usePageT();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => { void fileLink(path).then(setUrl).catch(() => setUrl(null)); }, [path]);
  if (!url) return fallback;
  return image
    ? <Anchor href={url} target="_blank" data-testid={testId} style={{ display: 'block', lineHeight: 0 }}><Image src={url} w={size} h={size} fit="cover" radius="sm" alt={tp('common.attach.image')} /></Anchor>
    : <Anchor href={url} target="_blank" size="sm" data-testid={testId}>{tp('common.attach.view')}</Anchor>;
}
