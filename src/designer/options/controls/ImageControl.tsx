/**
 * The image source: a URL typed in, or one from the host's chooser (the back office uploads
 * the file). A chosen image is loaded first (with the retries of section 4) so that
 * setImageSrc gets its natural size and resizes the element by its fit mode in one undo step.
 */
import { Button, Input, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { chosenImageArgs } from './chosenImage.ts';
import { runPlan } from '../apply.ts';
import { getImageChooser } from '../host.ts';
import { useDraft, usePanelScope } from '../hooks.ts';
import type { ControlProps } from './types.ts';
import classes from './controls.module.css';

export function ImageControl({ label, value, commit, name }: ControlProps<'image'>) {
  const t = useT();
  const { editor, target } = usePanelScope();
  const [choosing, setChoosing] = useState(false);
  const { draft, change, flush } = useDraft(typeof value === 'string' ? value : '', (v: string) => commit(v === '' ? undefined : v));
  const chooser = getImageChooser();
  const id = target.kind === 'elements' && target.ids.length === 1 ? target.ids[0] : undefined;

  async function choose() {
    if (!chooser || !id) return;
    setChoosing(true);
    try {
      const src = await chooser();
      if (!src) return;
      // Waits for the load (with retries); an image that never loads still gets its src.
      const args = await chosenImageArgs(id, src);
      // Without setImageSrc (older editors) the source is at least stored.
      const missing = runPlan(editor, [{ name: 'setImageSrc', args }]);
      if (missing.length > 0) commit(src);
    } finally {
      setChoosing(false);
    }
  }

  return (
    <Input.Wrapper size="xs" label={label} classNames={{ root: classes.row, label: classes.label }} id={`image-${name}`}>
      <div className={classes.pair}>
        <TextInput
          size="xs"
          aria-label={label}
          value={draft}
          onChange={(e) => change(e.currentTarget.value)}
          onBlur={flush}
          onKeyDown={(e) => e.key === 'Enter' && flush()}
          placeholder="https://…"
        />
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconPhoto size={12} />}
          onClick={choose}
          loading={choosing}
          disabled={!chooser || !id}
          title={chooser ? undefined : t('options.controls.noChooser')}
        >
          {t('options.controls.chooseImage')}
        </Button>
      </div>
    </Input.Wrapper>
  );
}
