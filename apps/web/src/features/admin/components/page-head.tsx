/** A console page's heading, with the line under it that says what the page is for, when it has one. */
export function PageHead({ title, intro }: { title: string; intro?: string }) {
  return (
    <>
      <div className="admin-page-head">
        <h1>{title}</h1>
      </div>
      {intro ? <p className="ops-muted">{intro}</p> : null}
    </>
  );
}
