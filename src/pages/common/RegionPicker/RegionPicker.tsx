/**
 * Province, city and district as three searchable selects; each loads its options from the region API
 * once its parent is chosen. The value is the district id (null until a district is chosen), or with
 * `anyLevel` the deepest level chosen.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Input, Select, SimpleGrid } from '@mantine/core';
import { regionChildren, regionPath, type RegionNode } from '../../../api/endpoints/regions.ts';
import { usePageT } from '../i18n.ts';
import {
  EMPTY_SELECTION, REGION_LEVELS, cacheByParent, parentOf, regionOptions, regionValue, selectRegion, selectionFromPath, syncWithValue,
  type RegionLevel, type RegionSelection,
} from './regionSelection.ts';

/** Shared by every picker on the page. */
const childrenOf = cacheByParent((pid) => regionChildren(pid));

export interface RegionPickerProps {
  value: string | null;
  onChange: (districtId: string | null) => void;
  label?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  /** A filter's picker: its value is the deepest level chosen (province, city or district), not only a district. */
  anyLevel?: boolean;
}

export function RegionPicker({ value, onChange, label, error, disabled, anyLevel = false }: RegionPickerProps) {
  const tp = usePageT();
  const [selection, setSelection] = useState<RegionSelection>(EMPTY_SELECTION);

  useEffect(() => {
    const action = syncWithValue(selection, value, anyLevel);
    if (action === 'clear') setSelection(EMPTY_SELECTION);
    if (action !== 'load' || value === null) return;
    let current = true;
    regionPath(value).then((path) => current && setSelection(selectionFromPath(path)), () => {});
    return () => {
      current = false;
    };
    // only an outside change of the value is synced; the selection follows the user's choices itself
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const placeholders: Record<RegionLevel, string> = { province: tp('region.province'), city: tp('region.city'), district: tp('region.district') };
  const choose = (level: RegionLevel) => (id: string | null) => {
    const next = selectRegion(selection, level, id);
    setSelection(next);
    if (regionValue(next, anyLevel) !== value) onChange(regionValue(next, anyLevel));
  };

  return (
    <Input.Wrapper label={label} error={error}>
      {/* side by side only where the picker itself is wide: in a narrow form long names would not fit */}
      <SimpleGrid type="container" cols={{ base: 1, '540px': 3 }} spacing="xs" verticalSpacing="xs">
        {REGION_LEVELS.map((level) => (
          <LevelSelect key={level} pid={parentOf(selection, level)} value={selection[level]} onChange={choose(level)}
            placeholder={placeholders[level]} nothingFound={tp('region.nothingFound')} disabled={disabled} />
        ))}
      </SimpleGrid>
    </Input.Wrapper>
  );
}

function LevelSelect(props: { pid: string | null; value: string | null; onChange: (id: string | null) => void; placeholder: string; nothingFound: string; disabled?: boolean }) {
  const nodes = useChildren(props.pid);
  return (
    <Select data={regionOptions(nodes)} value={props.value} onChange={(id) => props.onChange(id)} placeholder={props.placeholder} aria-label={props.placeholder}
      searchable clearable nothingFoundMessage={props.nothingFound} disabled={props.disabled || props.pid === null} />
  );
}

function useChildren(pid: string | null): RegionNode[] {
  const [nodes, setNodes] = useState<{ pid: string | null; list: RegionNode[] }>({ pid: null, list: [] });
  useEffect(() => {
    if (pid === null) return;
    let current = true;
    childrenOf(pid).then((list) => current && setNodes({ pid, list }), () => {});
    return () => {
      current = false;
    };
  }, [pid]);
  // the options of an earlier parent never show under a new one
  return nodes.pid === pid ? nodes.list : [];
}
