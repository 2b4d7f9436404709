export default function ExplorePage() {
  return <div className="page"><h1>ExplorePage</h1></div>;
}
