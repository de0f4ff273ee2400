/**
 * The setting side panel (specification section 2): the selected element's tabs, the common
 * items of several elements, a table column's own panel, or the paper when nothing is selected.
 */
import { useSnapshot } from 'valtio';
import { useDesigner, useSelection } from '../context.tsx';
import './items/index.ts';
import { ColumnPanel, ElementPanel, ElementsPanel, PaperPanel } from './panels.tsx';

export function SettingPanel() {
  const { ui } = useDesigner();
  const side = useSnapshot(ui).sidePanel;
  const selection = useSelection();
  if (side.kind === 'column') return <ColumnPanel id={side.elementId} row={side.row} col={side.col} />;
  if (side.kind === 'paper' || selection.length === 0) return <PaperPanel />;
  if (selection.length === 1) return <ElementPanel id={selection[0]!} />;
  return <ElementsPanel ids={selection} />;
}
