export default function NotFoundPage() {
  return <div className="page"><h1>NotFoundPage</h1></div>;
}
