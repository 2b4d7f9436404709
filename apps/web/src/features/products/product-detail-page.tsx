export default function ProductDetailPage() {
  return <div className="page"><h1>ProductDetailPage</h1></div>;
}
