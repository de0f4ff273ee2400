/**
 * The designer at /printDesign/{id}: toolbar on top, element palette on the left, the canvas in
 * the middle, the setting panel on the right. Composition only; each part owns its behaviour.
 */
import { Alert, Loader } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { subscribeKey } from 'valtio/utils';
import { useRoute } from 'wouter';
import { DesignCanvas } from './canvas/index.ts';
import { DesignerContext, type DesignerServices } from './context.tsx';
import { chooseImage } from './imageChooser.ts';
import { SettingPanel, setImageChooser } from './options/index.ts';
import { useTemplateDocument } from './output/index.ts';
import { Palette } from './Palette.tsx';
import { Toolbar } from './Toolbar.tsx';
import { createDesignerUi } from './state.ts';
import classes from './DesignerPage.module.css';

export default function DesignerPage() {
  // The shell renders screens outside a wouter <Route>, so the id is read from the path itself.
  const [, params] = useRoute<{ id: string }>('/printDesign/:id');
  const id = params?.id ?? '';
  const document = useTemplateDocument(id);
  const ui = useMemo(() => createDesignerUi(), []);
  const services = useMemo<DesignerServices | undefined>(
    () => (document.editor ? { editor: document.editor, ui, templateId: id } : undefined),
    [document.editor, ui, id],
  );
  useEffect(() => {
    setImageChooser(chooseImage);
    return () => setImageChooser(undefined);
  }, []);
  // Section 4: a zoom change is a template-level event (缩放), with no document change.
  useEffect(() => (services ? subscribeKey(ui, 'zoom', () => services.editor.notify('缩放')) : undefined), [services, ui]);
  if (document.status === 'error') return <Alert color="red">{document.error}</Alert>;
  if (!services) return <Loader />;
  return (
    <DesignerContext.Provider value={services}>
      <div className={classes.root} data-testid="designer">
        <div className={classes.toolbar}>
          <Toolbar />
        </div>
        <div className={classes.body}>
          <Palette />
          <div className={classes.canvas}>
            <DesignCanvas />
          </div>
          <aside className={classes.side}>
            <SettingPanel />
          </aside>
        </div>
      </div>
    </DesignerContext.Provider>
  );
}
