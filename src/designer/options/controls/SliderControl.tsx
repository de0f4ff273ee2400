/** A slider (the watermark's size, angle and density); applies when released. */
import { Input, Slider } from '@mantine/core';
import { useState, useEffect } from 'react';
import type { ControlProps } from './types.ts';
import classes from './controls.module.css';

export function SliderControl({ spec, label, value, commit, name }: ControlProps<'slider'>) {
  const external = typeof value === 'number' ? value : Number(value) || spec.min;
  const [draft, setDraft] = useState(external);
  useEffect(() => setDraft(external), [external]);
  return (
    <Input.Wrapper size="xs" label={label} classNames={{ root: classes.row, label: classes.label }} id={`slider-${name}`}>
      <div className={classes.slider}>
        <Slider
          className={classes.sliderTrack}
          size="sm"
          min={spec.min}
          max={spec.max}
          step={spec.step ?? 1}
          value={draft}
          onChange={setDraft}
          onChangeEnd={commit}
          thumbLabel={label}
          label={null}
        />
        <span className={classes.sliderValue}>
          {draft}
          {spec.unit}
        </span>
      </div>
    </Input.Wrapper>
  );
}
