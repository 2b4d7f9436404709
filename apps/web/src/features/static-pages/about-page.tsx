export default function AboutPage() {
  return <div className="page"><h1>AboutPage</h1></div>;
}
