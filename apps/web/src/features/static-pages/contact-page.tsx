export default function ContactPage() {
  return <div className="page"><h1>ContactPage</h1></div>;
}
