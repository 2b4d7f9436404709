export default function TermsPage() {
  return <div className="page"><h1>TermsPage</h1></div>;
}
