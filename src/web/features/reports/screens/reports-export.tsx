// Placeholder until the screen is built.
export default function Screen() {
  return <h1>reports-export</h1>;
}
