import { EmptyState } from '@silkway/ui';
import { CircleAlert } from 'lucide-react';

/** product.md §8's message for an address whose id cannot name a record. */
export function InvalidRecordId({ message }: { message: string }) {
  return <EmptyState icon={CircleAlert} title={message} className="bg-white" />;
}
