/** product/ProductPriceList: the price history per product, supplier and canteen, each price with its effective period. */
import { PageCard, usePageT } from '../common/index.ts';
import { PriceTable } from './PriceTable.tsx';

export default function ProductPriceList() {
  const tp = usePageT();
  return <PageCard title={tp('catalogue.priceTitle')}><PriceTable name={tp('catalogue.priceTitle')} /></PageCard>;
}
