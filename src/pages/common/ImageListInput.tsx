/**
 * A record's images as a form field: thumbnails through signed links, each with a remove button, and an
 * upload tile (images only) until `max` are held. The value is the stored paths, in order.
 */
import { useRef } from 'react';
import { ActionIcon, Box, FileButton, Group, Input, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { AttachmentView, IMAGE_ACCEPT, useUpload } from './Attachment.tsx';
import { usePageT } from './i18n.ts';

const TILE = 72;

export function ImageListInput({ label, value, onChange, max, testId = 'images' }: {
  label: string; value: readonly string[]; onChange(paths: string[]): void; max: number; testId?: string;
}) {
  const tp = usePageT();
  // several chosen files upload one after another: each joins the list as it stands by then (a removal meanwhile holds)
  const latest = useRef(value);
  latest.current = value;
  const { busy, upload } = useUpload(true, (path) => {
    latest.current = [...latest.current, path];
    onChange([...latest.current]);
  });
  const room = max - value.length;
  const tileStyle = { width: TILE, height: TILE, borderRadius: 'var(--mantine-radius-sm)' };
  return (
    <Input.Wrapper label={label} description={tp('common.attach.imagesHint', { max })} data-testid={testId}>
      <Group gap="xs" mt={6}>
        {value.map((path, index) => (
          <Box key={path} pos="relative" style={{ ...tileStyle, border: '1px solid var(--mantine-color-default-border)', overflow: 'hidden' }}>
            <AttachmentView path={path} image size={TILE} testId={`${testId}-item`}
              fallback={<Stack h={TILE} align="center" justify="center"><Loader size="xs" /></Stack>} />
            <ActionIcon size="sm" radius="xl" color="dark" variant="filled" pos="absolute" top={2} right={2} style={{ opacity: 0.75 }}
              aria-label={tp('common.attach.remove', { n: index + 1 })} title={tp('common.attach.remove', { n: index + 1 })}
              onClick={() => onChange(value.filter((other) => other !== path))} data-testid={`${testId}-remove`}>
              <IconX size={12} />
            </ActionIcon>
          </Box>
        ))}
        {room > 0 && (
          <FileButton multiple accept={IMAGE_ACCEPT} onChange={(files) => void upload(files, room)} disabled={busy}>
            {(props) => (
              <UnstyledButton {...props} disabled={busy} data-testid={`${testId}-upload`} aria-label={tp('common.attach.addImage')}
                style={{ ...tileStyle, border: '1px dashed var(--mantine-color-default-border)', background: 'var(--mantine-color-default-hover)' }}>
                <Stack gap={2} align="center" justify="center" h="100%">
                  {busy ? <Loader size="xs" /> : <IconPhotoPlus size={20} stroke={1.5} color="var(--mantine-color-dimmed)" />}
                  <Text size="xs" c="dimmed">{tp(busy ? 'common.attach.uploading' : 'common.attach.addImage')}</Text>
                </Stack>
              </UnstyledButton>
            )}
          </FileButton>
        )}
      </Group>
    </Input.Wrapper>
  );
}
