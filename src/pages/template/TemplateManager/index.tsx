/**
 * template/TemplateManager: every template the user may see, with the private/shared filter; template
 * administrators also get a tab of deleted templates and templates private to others, to restore them.
 */
import { Tabs } from '@mantine/core';
import { useAuthorized } from '../../../shell/Authorized.tsx';
import { PageCard, usePageT } from '../../common/index.ts';
import { TemplateList } from '../common/TemplateList.tsx';
import { RestorableTemplateList } from './RestorableTemplateList.tsx';

export default function TemplateManager() {
  const tp = usePageT();
  const administers = useAuthorized('print:template:manage');
  if (!administers) return <TemplateList title={tp('template.managerTitle')} />;
  return (
    <Tabs defaultValue="templates" keepMounted={false}>
      <Tabs.List mb="sm">
        <Tabs.Tab value="templates">{tp('template.tabTemplates')}</Tabs.Tab>
        <Tabs.Tab value="restorable">{tp('template.tabRestorable')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="templates"><TemplateList title={tp('template.managerTitle')} /></Tabs.Panel>
      <Tabs.Panel value="restorable">
        <PageCard title={tp('template.tabRestorable')}><RestorableTemplateList /></PageCard>
      </Tabs.Panel>
    </Tabs>
  );
}
