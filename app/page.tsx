export default function Home() {
  return <main>Prism Studio</main>;
}
