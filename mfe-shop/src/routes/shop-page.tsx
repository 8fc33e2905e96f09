export default function Page() {
  return <h1 data-remote="shop">shop: shop-page</h1>;
}
