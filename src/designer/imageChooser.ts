/**
 * The back office's image chooser for image elements: pick a file, check it against the upload
 * limits of the specification (1 MB; jpeg, png, gif), upload it through /sys/common/upload (the
 * server enforces the same limits and keeps the original in the file store), then embed it in the
 * template as a data URL. Embedded images print anywhere — in the worker, on the server, through a
 * print client on another machine — without a session to read the file store.
 */
import { notifications } from '@mantine/notifications';
import { uploadFile } from '../api/endpoints/files.ts';
import { t } from '../i18n/index.ts';

/** Section 5: default upload size limit, MB. */
export const IMAGE_LIMIT_MB = 1;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

/** Why a picked file is refused, or undefined when it may be used. */
export function imageProblem(file: { size: number; type: string }): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return t('validation.uploadType');
  if (file.size > IMAGE_LIMIT_MB * 1024 * 1024) return t('validation.uploadTooLarge', { size: IMAGE_LIMIT_MB });
  return undefined;
}

function pickFile(): Promise<File | undefined> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = IMAGE_TYPES.join(',');
    input.addEventListener('change', () => resolve(input.files?.[0]));
    input.addEventListener('cancel', () => resolve(undefined));
    input.click();
  });
}

function dataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

export async function chooseImage(): Promise<string | undefined> {
  const file = await pickFile();
  if (!file) return undefined;
  const problem = imageProblem(file);
  if (problem) {
    notifications.show({ color: 'red', message: problem });
    return undefined;
  }
  try {
    await uploadFile(file);
    return await dataUrl(file);
  } catch (error) {
    // The HTTP client has already shown the server's message for failed calls.
    if (!(error instanceof Error) || !/HTTP|upload/i.test(error.message)) notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
}
