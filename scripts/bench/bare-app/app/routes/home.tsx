// One loader and one component: the least a server-rendered page does.
export function loader() {
  return { title: "Bare page" };
}

export function meta() {
  return [{ title: "Bare page" }];
}

export default function Home({
  loaderData,
}: {
  loaderData: { title: string };
}) {
  return (
    <main>
      <h1>{loaderData.title}</h1>
      <p>
        A React Router page with a loader, rendered on the server and hydrated.
      </p>
    </main>
  );
}
