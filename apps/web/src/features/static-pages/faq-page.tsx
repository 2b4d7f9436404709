export default function FaqPage() {
  return <div className="page"><h1>FaqPage</h1></div>;
}
