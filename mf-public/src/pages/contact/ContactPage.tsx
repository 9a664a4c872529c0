export function ContactPage() {
  return <main />;
}
