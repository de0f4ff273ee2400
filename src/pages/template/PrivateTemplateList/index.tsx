/** template/PrivateTemplateList: the caller's own private templates. */
import { usePageT } from '../../common/index.ts';
import { TemplateList } from '../common/TemplateList.tsx';

export default function PrivateTemplateList() {
  const tp = usePageT();
  return <TemplateList title={tp('template.privateTitle')} fixedScope="private" />;
}
