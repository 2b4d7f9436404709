export default function HomePage() {
  return <div className="page"><h1>HomePage</h1></div>;
}
