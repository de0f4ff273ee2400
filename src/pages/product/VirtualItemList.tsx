/** product/VirtualItemList: fees and services ordered without stock (a delivery fee), kept as virtual base products. */
import { ProductCatalogue } from './BaseProductList.tsx';

export default function VirtualItemList() {
  return <ProductCatalogue virtual />;
}
