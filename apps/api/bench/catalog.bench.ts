// Catalogue read benchmark: the pages every visitor loads. Run with `npm run bench`.
// Targets (one API process, embedded PostgreSQL, 2 cores): p95 under 50 ms at 20 concurrent clients,
// at least 500 requests/s for the product list, and resident memory under 300 MB afterwards.
import { load, report, reportMemory, withShop } from './harness';

const CONCURRENCY = 20;
const TARGETS = { p95Ms: 50, minRps: 500 };

await withShop(54391, async ({ base }) => {
  const { products } = (await (await fetch(`${base}/products/all-products`)).json()) as { products: Array<{ _id: string }> };
  let ok = true;
  for (const [name, url] of [
    ['product list', `${base}/products/all-products`],
    ['product detail', `${base}/products/get-product-by/${products[0]!._id}`],
    ['approved reviews', `${base}/reviews/approved`],
  ] as const) {
    ok = report(name, await load(url, CONCURRENCY), TARGETS) && ok;
  }
  return reportMemory(300) && ok;
});
