export function AboutPage() {
  return <main />;
}
