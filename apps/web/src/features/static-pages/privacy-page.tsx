export default function PrivacyPage() {
  return <div className="page"><h1>PrivacyPage</h1></div>;
}
