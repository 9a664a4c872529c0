export function ProgramsPage() {
  return <main />;
}
