import { toast } from '@silkway/ui';
import { serverErrorMessage } from './server-error-message.js';

interface Sending<Body, Answer> {
  mutate: (
    body: Body,
    options: { onSuccess: (answer: Answer) => void; onError: (error: Error) => void },
  ) => void;
}

interface SendTexts<Answer> {
  success: (answer: Answer) => { title: string; description: string };
  errorTitle: string;
}

/**
 * Sends what a visitor wrote: a success toast and `onSent` once stored, otherwise an error toast
 * with the server's reason (the form keeps what was typed).
 */
export function sendWithToasts<Body, Answer>(
  sending: Sending<Body, Answer>,
  body: Body,
  { success, errorTitle }: SendTexts<Answer>,
  onSent: () => void,
): void {
  sending.mutate(body, {
    onSuccess: (answer) => {
      toast({ variant: 'success', ...success(answer) });
      onSent();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: errorTitle, description: serverErrorMessage(error) });
    },
  });
}
