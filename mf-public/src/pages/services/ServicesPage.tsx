export function ServicesPage() {
  return <main />;
}
