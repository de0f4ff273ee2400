/**
 * The designer at /printDesign/{id}, a full-screen tool outside the back-office layout: a slim header
 * (back, name, save state), one toolbar row, then the element palette on the left, the canvas in the
 * middle and the setting panel on the right (both panels fold). The page itself never scrolls.
 * Composition only; each part owns its behaviour.
 */
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { subscribeKey } from 'valtio/utils';
import { useSnapshot } from 'valtio';
import { useLocation, useRoute } from 'wouter';
import { useLocale, useT } from '../i18n/index.ts';
import type { PrintField } from '../contract/domain/orderPrint.ts';
import { printFieldsOfTypeCode } from '../contract/domain/printFields.ts';
import { DesignCanvas } from './canvas/index.ts';
import { DesignerContext, type DesignerServices } from './context.tsx';
import { chooseImage } from './imageChooser.ts';
import { SettingPanel, setDataFields, setImageChooser, type DataField } from './options/index.ts';
import { useTemplateDocument } from './output/index.ts';
import { DesignerHeader, backTarget } from './DesignerHeader.tsx';
import { Palette } from './Palette.tsx';
import { Toolbar } from './Toolbar.tsx';
import { createDesignerUi } from './state.ts';
import classes from './DesignerPage.module.css';

export default function DesignerPage() {
  // The shell renders screens outside a wouter <Route>, so the id is read from the path itself.
  const [, params] = useRoute<{ id: string }>('/printDesign/:id');
  const id = params?.id ?? '';
  const document = useTemplateDocument(id);
  const ui = useMemo(() => createDesignerUi(window.innerWidth), []);
  const panels = useSnapshot(ui);
  const t = useT();
  const [, navigate] = useLocation();
  const services = useMemo<DesignerServices | undefined>(
    () => (document.editor ? { editor: document.editor, ui, templateId: id } : undefined),
    [document.editor, ui, id],
  );
  useEffect(() => {
    setImageChooser(chooseImage);
    return () => setImageChooser(undefined);
  }, []);
  // Section 4: a zoom change is a template-level event (缩放), with no document change.
  const locale = useLocale();
  const typeCode = document.typeCode;
  useEffect(() => {
    setDataFields(printFieldsOfTypeCode(typeCode)?.map((field) => dataField(field, locale)));
    return () => setDataFields(undefined);
  }, [typeCode, locale]);
  useEffect(() => (services ? subscribeKey(ui, 'zoom', () => services.editor.notify('缩放')) : undefined), [services, ui]);
  if (document.status === 'error')
    return (
      <Center h="100dvh" p="md">
        <Stack maw={560}>
          <Alert color="red">{document.error}</Alert>
          <Button variant="default" onClick={() => navigate(backTarget(window.history.state))}>
            {t('designer.toolbar.backToList')}
          </Button>
        </Stack>
      </Center>
    );
  if (!services)
    return (
      <Center h="100dvh">
        <Loader />
      </Center>
    );
  return (
    <DesignerContext.Provider value={services}>
      <div className={classes.root} data-testid="designer">
        <DesignerHeader name={document.name} />
        <div className={classes.toolbar}>
          <Toolbar />
        </div>
        <div className={classes.body}>
          {panels.paletteOpen && <Palette />}
          <div className={classes.canvas}>
            <DesignCanvas />
          </div>
          {panels.sideOpen && (
            <aside className={classes.side} data-testid="setting-side">
              <SettingPanel />
            </aside>
          )}
        </div>
      </div>
    </DesignerContext.Provider>
  );
}

/** A document field as the field rows offer it, titled in the user's language. */
function dataField(field: PrintField, locale: string): DataField {
  const title = locale.startsWith('zh') ? field.zh : field.en;
  return { field: field.field, title, columns: field.columns?.map((column) => dataField(column, locale)) };
}
