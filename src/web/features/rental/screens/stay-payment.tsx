// Placeholder until the screen is built.
export default function Screen() {
  return <h1>stay-payment</h1>;
}
