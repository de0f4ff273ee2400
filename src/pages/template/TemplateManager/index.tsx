/** template/TemplateManager: every template the user may see, with the private/shared filter. */
import { usePageT } from '../../common/index.ts';
import { TemplateList } from '../common/TemplateList.tsx';

export default function TemplateManager() {
  const tp = usePageT();
  return <TemplateList title={tp('template.managerTitle')} />;
}
