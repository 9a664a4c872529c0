export function BlogPage() {
  return <main />;
}
