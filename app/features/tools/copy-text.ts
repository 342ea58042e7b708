import { toast } from '~/components/ui/use-toast';

/** Copies text to the clipboard and says whether it worked. */
export async function copyText(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: `${what} copied` });
  } catch {
    toast({
      title: `Could not copy the ${what.toLowerCase()}`,
      description: 'Select the text and copy it instead.',
      variant: 'destructive',
    });
  }
}
