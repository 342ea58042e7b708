/** What an adapter needs to publish one approved post. */
export type PublishInput = {
  /** Our social_posts id. */
  postId: string;
  quote: { id: string; title: string; slug: string; heroImage: string | null };
  headline: string;
  text: string;
  story: string;
  /** Absolute URL of the public quote page; Facebook builds the link card from its Open Graph tags. */
  link: string;
};

export type PublishResult = { postId: string; postUrl: string };

/** Publishes approved posts somewhere people see them. */
export interface SocialPublisher {
  readonly kind: 'sandbox' | 'facebook';
  publish(input: PublishInput): Promise<PublishResult>;
}

/** The post's body: headline, text and story as paragraphs. */
export function composeMessage(input: Pick<PublishInput, 'headline' | 'text' | 'story'>): string {
  return [input.headline, input.text, input.story]
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n\n');
}
