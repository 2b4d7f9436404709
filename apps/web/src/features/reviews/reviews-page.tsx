export default function ReviewsPage() {
  return <div className="page"><h1>ReviewsPage</h1></div>;
}
